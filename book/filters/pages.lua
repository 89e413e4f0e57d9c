-- pages.lua: turns book/*.md into the pages of one book.
--
-- Metadata it reads (book.mk passes them with -M):
--   book-chapter  the chapter pages in order, then the appendices (repeat:
--                 -M book-chapter=01-hooke ... -M book-chapter=appendix-notation)
--   book-dir      where the Markdown pages are (default: book)
--   book-out      where the HTML pages go; images are checked there (HTML only)
--
-- Every page starts with one level-1 heading, its title. For an HTML page
-- (one input file) the filter sets pagetitle, the chapter number and the
-- previous/next links for the template, fills the div with id "contents"
-- with the table of contents, and fails if a local image does not exist.
-- For the EPUB (all pages as one input) it numbers the chapter headings,
-- gives each an id, and turns links between pages into links inside the book.

local chapters = {}
local book_dir = "book"
local book_out = nil
local titles = {}

local filters_dir = (PANDOC_SCRIPT_FILE or "book/filters/x.lua"):match("^(.*)/[^/]*$") or "."
local source = dofile(filters_dir .. "/fail.lua")
local fail, source_name = source.fail, source.name

local function is_epub()
  return FORMAT:match("epub") ~= nil
end

local function slug_of(path)
  return path:match("([^/]+)%.md$")
end

local function number_of(slug)
  local digits = slug:match("^(%d%d)%-")
  return digits and tonumber(digits) or nil
end

local function read_file(path)
  local file = io.open(path, "r")
  if not file then
    return nil
  end
  local text = file:read("a")
  file:close()
  return text
end

-- The first level-1 heading of a page, as plain text.
local function title_of(slug)
  if titles[slug] == nil then
    local path = book_dir .. "/" .. slug .. ".md"
    local text = read_file(path)
    if not text then
      fail("no page " .. path .. " for chapter " .. slug)
    end
    local title
    for _, block in ipairs(pandoc.read(text, "markdown").blocks) do
      if block.t == "Header" and block.level == 1 then
        title = pandoc.utils.stringify(block.content)
        break
      end
    end
    if not title then
      fail(path .. " has no level-1 heading to be its title")
    end
    titles[slug] = title
  end
  return titles[slug]
end

-- An appendix (appendix-NAME) follows the chapters and has a letter in
-- place of a number: A, B, ... in the order book-chapter lists them.
local function appendix_letter(slug)
  local count = 0
  for _, listed in ipairs(chapters) do
    if not number_of(listed) then
      count = count + 1
      if listed == slug then
        return string.char(string.byte("A") + count - 1)
      end
    end
  end
  return "A"
end

local function chapter_label(slug)
  if not number_of(slug) then
    return "Appendix " .. appendix_letter(slug)
  end
  return "Chapter " .. number_of(slug)
end

local function page_href(slug)
  if is_epub() then
    return "#chapter-" .. slug
  end
  return slug .. ".html"
end

local function contents_list()
  local items = {}
  for _, slug in ipairs(chapters) do
    items[#items + 1] = {
      pandoc.Plain({
        pandoc.Span({ pandoc.Str(number_of(slug) and tostring(number_of(slug)) or appendix_letter(slug)) },
            pandoc.Attr("", { "toc-number" })),
        pandoc.Space(),
        pandoc.Link({ pandoc.Str(title_of(slug)) }, page_href(slug)),
      }),
    }
  end
  return pandoc.BulletList(items)
end

local function read_meta(meta)
  if meta["book-dir"] then
    book_dir = pandoc.utils.stringify(meta["book-dir"])
  end
  if meta["book-out"] then
    book_out = pandoc.utils.stringify(meta["book-out"])
  end
  local listed = meta["book-chapter"]
  if listed and pandoc.utils.type(listed) == "List" then
    for _, item in ipairs(listed) do
      chapters[#chapters + 1] = pandoc.utils.stringify(item)
    end
  elseif listed then
    chapters[1] = pandoc.utils.stringify(listed)
  end
end

local function set_navigation(meta, slug)
  local position
  for i, chapter in ipairs(chapters) do
    if chapter == slug then
      position = i
    end
  end
  local previous, next_page
  if slug == "index" then
    next_page = chapters[1]
  elseif position then
    previous = chapters[position - 1] or "index"
    next_page = chapters[position + 1]
    meta["chapter-label"] = chapter_label(slug)
  else
    fail("page " .. slug .. " is not among the chapters given to the book (book-chapter)")
  end
  if previous then
    meta["prev-href"] = previous .. ".html"
    meta["prev-title"] = previous == "index" and "Contents" or title_of(previous)
    meta["prev-label"] = previous == "index" and "Preface" or chapter_label(previous)
  end
  if next_page then
    meta["next-href"] = next_page .. ".html"
    meta["next-title"] = title_of(next_page)
    meta["next-label"] = chapter_label(next_page)
  end
end

local function check_image(image)
  local src = image.src
  if src:match("^%a[%w+.-]*:") then
    if not src:match("^data:") then
      fail("image " .. src .. ": the book loads nothing from the network")
    end
    return
  end
  if book_out then
    local path = book_out .. "/" .. src:gsub("[?#].*$", "")
    if not read_file(path) then
      fail("image " .. src .. ": no such file " .. path
          .. " (is it declared in book/figures/" .. slug_of(source_name()) .. ".mk?)")
    end
  end
end

-- EPUB: all pages come as one document; their level-1 headings arrive in
-- the order of the input files.
local function epub_pages(doc)
  local inputs = PANDOC_STATE.input_files
  local count = 0
  doc = doc:walk({
    Header = function(header)
      if header.level == 1 then
        count = count + 1
        local slug = slug_of(inputs[count] or "")
        if slug then
          header.identifier = "chapter-" .. slug
          if slug == "index" then
            -- The title page already says the book's name.
            header.content = { pandoc.Str("Preface") }
          elseif number_of(slug) then
            table.insert(header.content, 1, pandoc.Space())
            table.insert(header.content, 1, pandoc.Str(number_of(slug) .. "."))
          end
        end
        return header
      end
    end,
    Link = function(link)
      local page, fragment = link.target:match("^([%w_.-]+)%.html(#?.*)$")
      if page and not link.target:match("^%a+:") then
        link.target = (fragment ~= "" and fragment) or ("#chapter-" .. page)
        return link
      end
    end,
  })
  if count ~= #inputs then
    fail("the EPUB has " .. count .. " level-1 headings for " .. #inputs
        .. " pages: each page needs exactly one")
  end
  return doc
end

local function html_page(doc)
  local slug = slug_of(source_name())
  local blocks = doc.blocks
  if not (blocks[1] and blocks[1].t == "Header" and blocks[1].level == 1) then
    fail("a page must start with its title as a level-1 heading (# Title)")
  end
  for i = 2, #blocks do
    if blocks[i].t == "Header" and blocks[i].level == 1 then
      fail("a page has one level-1 heading, its title; use ## for sections")
    end
  end
  local meta = doc.meta
  local title = pandoc.utils.stringify(blocks[1].content)
  local book = meta.title and pandoc.utils.stringify(meta.title) or "the book"
  meta["pagetitle"] = slug == "index" and book or (title .. " · " .. book)
  set_navigation(meta, slug)
  doc.meta = meta
  return doc:walk({ Image = check_image, Str = check_dollar })
end

-- Inline math needs its dollars hard against it ("$x < 1$", never "$x < $"):
-- a dollar left in the prose is math that did not parse, and would show as
-- raw TeX.
function check_dollar(str)
  if str.text:find("%$") then
    fail("a $ in the prose, near \"" .. str.text .. "\": math that did not parse "
        .. "(no space may follow the opening $ or precede the closing one)")
  end
end

function Pandoc(doc)
  read_meta(doc.meta)
  doc = doc:walk({
    Div = function(div)
      if div.identifier == "contents" then
        div.content = { contents_list() }
        return div
      end
    end,
  })
  if is_epub() then
    return epub_pages(doc)
  end
  return html_page(doc)
end
