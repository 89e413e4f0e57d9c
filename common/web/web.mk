# common/web/web.mk: the chapters in the browser. The top-level Makefile
# includes this file; book/book.mk puts the modules on the book's pages.
#
# Each chapter's own files (its physics and its main.c) are compiled to
# WebAssembly by clang for WASI, with Debian's wasi-libc, together with the
# shell's plain parts and common/web/ in place of the window:
# build/web/NN-slug.wasm. No SDL, no Emscripten.

WEB_DIR := $(BUILD)/web
WASM_CC := clang --target=wasm32-wasi
# -mexec-model=reactor: a library whose functions the page calls, not a
# program that runs main and exits. wasm-ld gives the stack 64 KB unless
# told; the chapters were written for a native 8 MB, so they get 1 MB.
WASM_FLAGS := $(WARNINGS) -O2 -mexec-model=reactor -Wl,--strip-all -Wl,-z,stack-size=1048576
WEB_SHELL := common/session.c common/param.c common/cli.c common/look.c $(wildcard common/web/*.c)
WEB_HEADERS := $(COMMON_HEADERS) $(wildcard common/web/*.h)
WEB_MODULES := $(patsubst %,$(WEB_DIR)/%.wasm,$(CHAPTERS))

.PHONY: web deps-web deps-web-test
web: $(WEB_MODULES)

deps-web:
	@tools/deps web

deps-web-test:
	@tools/deps build web node

# The native program a module must follow: the chapter's own, or, for a
# chapter with flags of its own (chapter 16), the same build with
# -ffp-contract=off. WebAssembly has no fused multiply-add, so the module
# rounds every product before it adds it, as the native build does when it
# is not allowed to fuse them.
web_reference = $(if $(CFLAGS_$(1)),$(WEB_DIR)/reference/$(1),$(BIN_DIR)/$(1))

define WEB_RULES
$(WEB_DIR)/$(1).wasm: $(wildcard chapters/$(1)/*.c chapters/$(1)/*.h) $(WEB_SHELL) $(WEB_HEADERS) | deps-web
	@mkdir -p $$(@D)
	$$(call quiet,WASM,$$@)
	$(Q)$(WASM_CC) $(WASM_FLAGS) -Ichapters/$(1) -Icommon -Icommon/web -o $$@ \
		$(wildcard chapters/$(1)/*.c) $(WEB_SHELL)

$(WEB_DIR)/reference/$(1): $(wildcard chapters/$(1)/*.c chapters/$(1)/*.h) $(COMMON_HEADERS) $(SHELL_OBJECTS) | deps-build
	@mkdir -p $$(@D)
	$$(call quiet,CC,$$@)
	$(Q)$$(CC) $(WARNINGS) -O2 -g $$(filter-out -ffp-contract=%,$$(CFLAGS_$(1))) -ffp-contract=off \
		-Ichapters/$(1) -Icommon $$(SDL_CFLAGS) -o $$@ $(wildcard chapters/$(1)/*.c) $(SHELL_OBJECTS) $$(SDL_LIBS) -lm

# The module runs every scene as the program does, step for step
# (tests/web/follow.js). A third suite of make test CH=NN.
.PHONY: test-$(1)-web
test-$(1): test-$(1)-web
test-$(1)-web: $(WEB_DIR)/$(1).wasm $(call web_reference,$(1)) | deps-web-test
	@echo "== chapter $(1): its WebAssembly module follows its program"
	@tools/run-check $(1)-web node tests/web/follow.js $(WEB_DIR)/$(1).wasm $(call web_reference,$(1))
endef
$(foreach chapter,$(CHAPTERS),$(eval $(call WEB_RULES,$(chapter))))
