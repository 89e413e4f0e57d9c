-- fold.lua: a part of a page the reader opens on a click.
--
--   ::: {.fold summary="The tests this chapter stops carrying"}
--   ...
--   :::
--
-- becomes <details class="fold"><summary>...</summary> ... </details>, folded,
-- as the diff's test files are: it is on the page, named, but not in the way
-- of the lesson. The summary is Markdown; a fold without one fails the build.

local filters_dir = (PANDOC_SCRIPT_FILE or "book/filters/x.lua"):match("^(.*)/[^/]*$") or "."
local fail = dofile(filters_dir .. "/fail.lua").fail

function Div(div)
  if not div.classes:includes("fold") then
    return nil
  end
  local summary = div.attributes["summary"]
  if not summary or summary == "" then
    fail("a ::: fold needs a summary=\"...\" attribute")
  end
  -- The summary stays pandoc's own inlines, so its math is the page's MathML.
  local inlines = pandoc.utils.blocks_to_inlines(pandoc.read(summary, "markdown").blocks)
  local blocks = {
    pandoc.RawBlock("html", '<details class="fold">\n<summary>'),
    pandoc.Plain(inlines),
    pandoc.RawBlock("html", "</summary>"),
  }
  for _, block in ipairs(div.content) do
    blocks[#blocks + 1] = block
  end
  blocks[#blocks + 1] = pandoc.RawBlock("html", "</details>")
  return blocks
end
