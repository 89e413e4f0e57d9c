# book/book.mk: the book, built with pandoc. The top-level Makefile includes
# this file at its end and provides CHAPTERS, BUILD, BIN_DIR and the rule that
# builds $(BIN_DIR)/NN-slug.
#
#   make book        build/book/index.html, a page per chapter, the EPUB
#   make figures     the figures, from the chapter programs' headless runs
#   make book-check  the book, its links and images, the filter tests, the
#                    browser check and the live pages' test (make test runs it)
#   make book-shots  every page photographed by Chromium into build/book/check/
#
# The pages are book/index.md and book/NN-slug.md. A chapter declares its
# figures in book/figures/NN-slug.mk with the helpers below, so a new chapter
# adds files and never edits this one.

BOOK_OUT   := $(BUILD)/book
BOOK_FIGS  := $(BOOK_OUT)/figures
BOOK_DATA  := $(BUILD)/book-data
BOOK_EPUB  := $(BOOK_OUT)/stable-springs.epub

# The chapter pages, in order: book/NN-slug.md.
BOOK_PAGES := $(sort $(patsubst book/%.md,%,$(wildcard book/[0-9][0-9]-*.md)))
# Appendices (book/appendix-NAME.md) follow the chapters: reference pages with
# no program, figures or chapter number of their own.
BOOK_APPENDICES := $(sort $(patsubst book/%.md,%,$(wildcard book/appendix-*.md)))
BOOK_MD    := book/index.md $(patsubst %,book/%.md,$(BOOK_PAGES) $(BOOK_APPENDICES))
BOOK_HTML  := $(patsubst book/%.md,$(BOOK_OUT)/%.html,$(BOOK_MD))

# What a page is made from besides its Markdown: listings and diffs read any
# chapter's sources and tests (the directories too, so an added or removed
# file counts), and the navigation reads every page's title.
BOOK_CODE  := $(wildcard chapters/*/* tests/[0-9][0-9]-*/*) \
              $(patsubst %/,%,$(wildcard chapters/*/ tests/[0-9][0-9]-*/))
# Numbers in the text are checked against the chapter programs' runs, so every
# page waits for every program.
BOOK_INPUTS := $(BOOK_MD) book/book.yaml book/template.html book/highlight.theme \
               $(wildcard book/filters/*.lua) tools/chapter-diff $(BOOK_CODE) \
               $(addprefix $(BIN_DIR)/,$(CHAPTERS))

BOOK_PANDOC := pandoc --fail-if-warnings --from markdown --mathml \
    --metadata-file book/book.yaml --highlight-style book/highlight.theme \
    --lua-filter book/filters/accents.lua \
    --lua-filter book/filters/numbers.lua \
    --lua-filter book/filters/listing.lua \
    --lua-filter book/filters/chapter-diff.lua \
    --lua-filter book/filters/fold.lua \
    --lua-filter book/filters/live.lua \
    --lua-filter book/filters/pages.lua \
    --metadata book-dir=book --metadata bin-dir=$(BIN_DIR) --metadata run-cache=$(BOOK_DATA)/runs \
    $(foreach page,$(BOOK_PAGES) $(BOOK_APPENDICES),--metadata book-chapter=$(page))

# V=1 shows the full commands.
BOOK_Q := $(if $(V),,@)

.PHONY: book figures book-check

# Each chapter page runs its chapter live (::: live :::, book/filters/live.lua):
# the page loads common/web's two scripts and the chapter's WebAssembly
# module (common/web/web.mk builds it), which comes as a script too, its bytes
# in base64, because a page opened from file:// may not fetch a file.
BOOK_LIVE := $(BOOK_OUT)/live
BOOK_LIVE_FILES := $(BOOK_LIVE)/springs.js $(BOOK_LIVE)/live.js \
                   $(patsubst %,$(BOOK_LIVE)/%.js,$(CHAPTERS))

$(BOOK_LIVE)/springs.js $(BOOK_LIVE)/live.js: $(BOOK_LIVE)/%: common/web/%
	@mkdir -p $(@D)
	cp $< $@

$(BOOK_LIVE)/%.js: $(WEB_DIR)/%.wasm
	@mkdir -p $(@D)
	@echo "  live    $@"
	$(BOOK_Q){ printf 'Springs.register("%s", "' $*; base64 -w0 $<; printf '");\n'; } >$@.tmp
	@mv $@.tmp $@

# Says where the book is, even when it was already up to date.
book: $(BOOK_HTML) $(BOOK_EPUB) $(BOOK_OUT)/style.css $(BOOK_LIVE_FILES)
	@echo "book: $(BOOK_OUT)/index.html (open it in a browser) and $(BOOK_EPUB)"

$(BOOK_OUT)/style.css: book/style.css
	@mkdir -p $(@D)
	cp $< $@

$(BOOK_OUT)/%.html: book/%.md $(BOOK_INPUTS) | deps-book $(BOOK_OUT)/style.css
	@mkdir -p $(@D)
	@echo "  pandoc  $@"
	$(BOOK_Q)$(BOOK_PANDOC) --standalone --template book/template.html \
	    --metadata book-out=$(BOOK_OUT) $< --output $@

# The whole book in one EPUB; images are found in $(BOOK_OUT). It comes after
# the pages, so that every run it quotes is already in the run cache.
$(BOOK_EPUB): $(BOOK_INPUTS) book/style.css $(BOOK_HTML) | deps-book
	@mkdir -p $(@D)
	@echo "  pandoc  $@"
	$(BOOK_Q)$(BOOK_PANDOC) --to epub3 --css book/style.css \
	    --resource-path $(BOOK_OUT) $(BOOK_MD) --output $@

# ---------------------------------------------------------------------------
# Figures. In book/figures/NN-slug.mk a chapter writes, one per line:
#
#   $(call book-run,CHAPTER,RUN,ARGUMENTS[,PROGRAM])
#       $(BOOK_DATA)/CHAPTER/RUN.csv from
#       build/bin/PROGRAM --headless ARGUMENTS --csv FILE
#       PROGRAM is another chapter (e.g. 02-damping) when a plot compares
#       with it; without it, CHAPTER's own program runs.
#   $(call book-dump,CHAPTER,RUN,ARGUMENTS[,PROGRAM])
#       $(BOOK_DATA)/CHAPTER/RUN.csv from the same command with --dump FILE
#       in place of --csv: one row per particle per step (x, y, velocity),
#       for a picture drawn from where the particles are
#   $(call book-springs,CHAPTER,RUN,ARGUMENTS[,PROGRAM])
#       $(BOOK_DATA)/CHAPTER/RUN.csv from the same command with --springs
#       FILE: one row per spring (index,a,b,rest_length and the chapter's
#       own columns) in the order the step visits them, for a picture of
#       that order drawn from the program and not worked out again
#   $(call book-plot,CHAPTER,FIGURE,RUNS)
#       build/book/figures/CHAPTER-FIGURE.svg drawn by gnuplot from
#       book/figures/style.gp then book/figures/CHAPTER-FIGURE.gp, which read
#       the RUNS' CSV files as data.'RUN.csv' and write to output
#   $(call book-screenshot,CHAPTER,NAME,ARGUMENTS[,PROGRAM])
#       build/book/figures/CHAPTER-NAME.png from
#       build/bin/PROGRAM ARGUMENTS --screenshot FILE (PROGRAM: CHAPTER's
#       own unless given, as for book-run; a page with no program of its
#       own, such as the last, names one)
#
# and the page shows them as ![Caption](figures/CHAPTER-FIGURE.svg).
# Everything is rebuilt when the program that ran, its sources or the
# chapter's .mk change; a gnuplot warning fails the figure.

BOOK_FIGURES :=

# One headless run saved as CSV: $(5) is csv (a row of metrics per step),
# dump (a row per particle per step) or springs (a row per spring).
define BOOK_RUN_RULE
$(BOOK_DATA)/$(1)/$(2).csv: $(BIN_DIR)/$(4) $(wildcard chapters/$(4)/*) book/figures/$(1).mk | deps-book
	@mkdir -p $$(@D)
	@printf '  %-7s %s\n' $(if $(filter csv,$(5)),run,$(5)) $$@
	$(BOOK_Q)$(BIN_DIR)/$(4) --headless $(3) --$(5) $$@.tmp >$(BOOK_DATA)/$(1)/$(2).summary
	@mv $$@.tmp $$@
endef

define BOOK_PLOT_RULE
BOOK_FIGURES += $(BOOK_FIGS)/$(1)-$(2).svg
BOOK_FIGURES_$(1) += $(BOOK_FIGS)/$(1)-$(2).svg
$(BOOK_FIGS)/$(1)-$(2).svg: book/figures/$(1)-$(2).gp book/figures/style.gp book/figures/$(1).mk \
        $(foreach run,$(3),$(BOOK_DATA)/$(1)/$(run).csv) | deps-book
	@mkdir -p $$(@D)
	@echo "  gnuplot $$@"
	$(BOOK_Q)gnuplot -e "data = '$(BOOK_DATA)/$(1)/'; output = '$$@.tmp'" \
	    book/figures/style.gp $$< 2>$$@.log
	@if [ -s $$@.log ]; then cat $$@.log >&2; rm -f $$@.tmp; exit 1; fi
	@rm -f $$@.log
	@mv $$@.tmp $$@
endef

define BOOK_SCREENSHOT_RULE
BOOK_FIGURES += $(BOOK_FIGS)/$(1)-$(2).png
BOOK_FIGURES_$(1) += $(BOOK_FIGS)/$(1)-$(2).png
$(BOOK_FIGS)/$(1)-$(2).png: $(BIN_DIR)/$(4) $(wildcard chapters/$(4)/*) book/figures/$(1).mk
	@mkdir -p $$(@D)
	@echo "  shot    $$@"
	$(BOOK_Q)$(BIN_DIR)/$(4) $(3) --screenshot $$@.tmp.png >/dev/null
	@mv $$@.tmp.png $$@
endef

book-run = $(eval $(call BOOK_RUN_RULE,$(strip $(1)),$(strip $(2)),$(strip $(3)),$(or $(strip $(4)),$(strip $(1))),csv))
book-dump = $(eval $(call BOOK_RUN_RULE,$(strip $(1)),$(strip $(2)),$(strip $(3)),$(or $(strip $(4)),$(strip $(1))),dump))
book-springs = $(eval $(call BOOK_RUN_RULE,$(strip $(1)),$(strip $(2)),$(strip $(3)),$(or $(strip $(4)),$(strip $(1))),springs))
book-plot = $(eval $(call BOOK_PLOT_RULE,$(strip $(1)),$(strip $(2)),$(strip $(3))))
book-screenshot = $(eval $(call BOOK_SCREENSHOT_RULE,$(strip $(1)),$(strip $(2)),$(strip $(3)),$(or $(strip $(4)),$(strip $(1)))))

include $(wildcard book/figures/[0-9][0-9]-*.mk)

# A chapter's page waits for its figures (and is rebuilt when they change).
$(foreach page,$(BOOK_PAGES),$(eval $(BOOK_OUT)/$(page).html: $$(BOOK_FIGURES_$(page))))
# The preface shows where the course begins and ends, and the appendix
# Measurements each chapter's further results, with chapters' figures.
$(BOOK_OUT)/index.html $(patsubst %,$(BOOK_OUT)/%.html,$(BOOK_APPENDICES)): $(BOOK_FIGURES)
$(BOOK_EPUB): $(BOOK_FIGURES)

figures: $(BOOK_FIGURES)

# ---------------------------------------------------------------------------
# The checks make test runs.

# The live pages' browser test drives Chromium with playwright-core, from
# the npm registry at the version tests/web/package-lock.json pins,
# installed into build/web/node.
BOOK_PLAYWRIGHT := $(WEB_DIR)/node/node_modules/playwright-core/package.json
$(BOOK_PLAYWRIGHT): tests/web/package.json tests/web/package-lock.json | deps-book-check
	@mkdir -p $(WEB_DIR)/node
	cp tests/web/package.json tests/web/package-lock.json $(WEB_DIR)/node/
	cd $(WEB_DIR)/node && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

book-check: book $(BOOK_PLAYWRIGHT)
	@echo "== the book: links, EPUB, checked numbers, listing filters, browser, live pages"
	@tools/run-check book-check-links tools/book-check-links $(BOOK_OUT)
	@tools/run-check book-check-epub tools/book-check-epub $(BOOK_EPUB)
	@tools/run-check book-numbers tools/book-numbers
	@tools/run-check book-notation tools/book-notation
	@tools/run-check book-measurements tools/assemble-measurements --check
	@tools/run-check book-listing tests/book/listing.sh
	@tools/run-check book-broken-reference tests/book/broken-reference.sh
	@tools/run-check book-number-check tests/book/numbers.sh
	@tools/run-check book-notation-check tests/book/notation.sh
	@tools/run-check book-accents tests/book/accents.sh
	@tools/run-check book-live-filter tests/book/live.sh
	@tools/run-check book-fold-filter tests/book/fold.sh
	@tools/run-check book-measurements-tool tests/book/measurements.sh
	@tools/run-check book-browser-check tools/book-browser-check $(BOOK_OUT)
	@NODE_PATH=$(abspath $(WEB_DIR)/node/node_modules) tools/run-check book-live node tests/web/browser.js $(BOOK_OUT)

# Every page photographed in headless Chromium, to look at: build/book/check/.
.PHONY: book-shots
book-shots: book
	@tools/book-browser-check --screenshots $(BOOK_OUT)
