-- live.lua: a chapter running on its own page.
--
--   ::: live
--   A caption: what to try first.
--   :::
--
-- In the HTML book the div becomes <figure class="live" data-chapter="NN-slug">
-- holding the caption, and the page loads the scripts that fill it (the
-- template's "live" field): common/web's springs.js and live.js, and the
-- chapter's own physics compiled to WebAssembly, which make book puts in
-- build/book/live/. A page whose chapter has no program fails the build.
--
-- The EPUB runs no scripts: there the div becomes a note that the chapter
-- runs live on its page of the HTML book.

local filters_dir = (PANDOC_SCRIPT_FILE or "book/filters/x.lua"):match("^(.*)/[^/]*$") or "."
local source = dofile(filters_dir .. "/fail.lua")
local fail, source_name = source.fail, source.name

local live_slug = nil

local function is_html()
  return FORMAT:match("html") ~= nil
end

local function chapter_of_page()
  local slug = source_name():match("([^/]+)%.md$")
  local main = slug and io.open("chapters/" .. slug .. "/main.c", "r")
  if not main then
    fail("::: live ::: is on a page with no chapter program (no chapters/" .. tostring(slug) .. "/main.c)")
  end
  main:close()
  return slug
end

local function figure(div)
  local slug = chapter_of_page()
  if live_slug ~= nil then
    fail("a page has one ::: live :::; this one has a second")
  end
  live_slug = slug
  local blocks = {pandoc.RawBlock("html", '<figure class="live" data-chapter="' .. slug .. '">'),
                  pandoc.RawBlock("html", "<noscript><p>The live demo needs JavaScript.</p></noscript>")}
  if #div.content > 0 then
    blocks[#blocks + 1] = pandoc.RawBlock("html", "<figcaption>")
    for _, block in ipairs(div.content) do
      blocks[#blocks + 1] = block
    end
    blocks[#blocks + 1] = pandoc.RawBlock("html", "</figcaption>")
  end
  blocks[#blocks + 1] = pandoc.RawBlock("html", "</figure>")
  return blocks
end

local NOTE = "**Live in the HTML book.** On this chapter's page of the HTML book the chapter"
  .. " runs here, compiled to WebAssembly from the same C files: its scenes, its sliders and"
  .. " the mouse. `make book` builds it (see the preface)."

-- The caption tells what to try in the running chapter, so it stays out.
local function note()
  return pandoc.Div(pandoc.read(NOTE, "markdown").blocks, pandoc.Attr("", {"live-note"}))
end

return {
  {
    Div = function(div)
      if not div.classes:includes("live") then
        return nil
      end
      return is_html() and figure(div) or note(div)
    end,
  },
  {
    Meta = function(meta)
      if live_slug ~= nil then
        meta.live = live_slug
        return meta
      end
    end,
  },
}
