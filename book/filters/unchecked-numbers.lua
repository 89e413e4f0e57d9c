-- unchecked-numbers.lua: lists the numbers of a page that nothing checks.
--
-- Run by tools/book-numbers. A number is checked when it stands in a
-- [..]{.n} span (numbers.lua compares it with a run or works it out), and
-- declared when it stands in a [..]{.given} span (an input: a scene's mass,
-- a parameter, a step count the text asks for). Everything else with a digit
-- in the prose is printed, one line each: "PAGE: NUMBER  in: CONTEXT".
-- Tables are read cell by cell, like paragraphs.
-- Code, code blocks and the chapter numbers of "chapter 03" are not prose
-- numbers; in math only what follows \approx is, since that is a result.

local found = {}
local page = (PANDOC_STATE.input_files or {})[1] or "?"

local function context_of(inlines, index)
  local before, after = {}, {}
  for i = math.max(1, index - 8), index - 1 do
    before[#before + 1] = pandoc.utils.stringify(inlines[i])
  end
  for i = index + 1, math.min(#inlines, index + 8) do
    after[#after + 1] = pandoc.utils.stringify(inlines[i])
  end
  return (table.concat(before) .. "[" .. pandoc.utils.stringify(inlines[index]) .. "]"
      .. table.concat(after)):gsub("%s+", " ")
end

local function previous_word(inlines, index)
  for i = index - 1, 1, -1 do
    if inlines[i].t == "Str" then
      return (inlines[i].text:lower():gsub("^%p+", ""))  -- "(chapter 06)" too
    elseif inlines[i].t ~= "Space" and inlines[i].t ~= "SoftBreak" then
      return ""
    end
  end
  return ""
end

-- Whether a two-digit number ends a list of chapters: "chapters 02 and 03",
-- "chapters 07, 08 and 09", "chapter 06's and 07's".
local function ends_chapter_list(text, inlines, index)
  if not text:gsub("’", "'"):match("^%d%d'?s?[.,;:)]?[.,;:]?$") then
    return false
  end
  for i = index - 1, 1, -1 do
    local inline = inlines[i]
    if inline.t == "Str" then
      local word = inline.text:lower():gsub("^%p+", ""):gsub("’", "'")
      if word == "chapter" or word == "chapters" then
        return true
      elseif not (word:match("^%d%d'?s?,?$") or word == "and" or word == "or" or word == "to") then
        return false
      end
    elseif inline.t ~= "Space" and inline.t ~= "SoftBreak" then
      return false
    end
  end
  return false
end

-- "chapter 03", "chapters 01–04", "chapters 02 and 03", "01-hooke", "(2002)":
-- names and dates, not quantities.
local function is_label(text, inlines, index)
  local word = previous_word(inlines, index)
  if (word == "chapter" or word == "chapters") and text:match("^%d%d") then
    return true
  end
  if ends_chapter_list(text, inlines, index) then
    return true
  end
  if text:match("^%d%d%-%a") then -- a chapter's slug, 01-hooke
    return true
  end
  if text:match("^%(%d%d%d%d%)[.,;:]?$") or text:match("^%d%d%d%d%)[.,;:]?$") then
    return true
  end
  return false
end

-- A digit that starts a number, not one inside a name such as SDL2 or 2D.
local function holds_number(text)
  local plain = text:gsub("%f[%w]%dD%f[%W]", "")
  return plain:find("%f[%w]%d") ~= nil or plain:find("[^%a]%d") ~= nil and not plain:find("%a%d")
end

local scan, scan_table

local function scan_inlines(inlines)
  for index, inline in ipairs(inlines) do
    if inline.t == "Str" then
      if holds_number(inline.text) and not is_label(inline.text, inlines, index) then
        found[#found + 1] = inline.text .. "  in: " .. context_of(inlines, index)
      end
    elseif inline.t == "Math" then
      local result = inline.text:match("\\approx%s*([%d.,]+)")
      if result then
        found[#found + 1] = result .. " (math)  in: " .. context_of(inlines, index)
      end
    elseif inline.t == "Span" then
      if not inline.classes:includes("n") and not inline.classes:includes("given") then
        scan_inlines(inline.content)
      end
    elseif inline.t == "Image" then
      scan_inlines(inline.caption)
    elseif inline.t == "Code" or inline.t == "RawInline" then
      -- code is quoted literally, not a quantity of the prose
    elseif inline.content then
      scan_inlines(inline.content)
    end
  end
end

-- A table's caption and every cell of its head, bodies and foot.
local function scan_rows(rows)
  for _, row in ipairs(rows) do
    for _, cell in ipairs(row.cells) do
      scan(cell.contents)
    end
  end
end

scan_table = function(table_block)
  scan(table_block.caption.long)
  scan_rows(table_block.head.rows)
  for _, body in ipairs(table_block.bodies) do
    scan_rows(body.head)
    scan_rows(body.body)
  end
  scan_rows(table_block.foot.rows)
end

scan = function(blocks)
  for _, block in ipairs(blocks) do
    if block.t == "Para" or block.t == "Plain" or block.t == "Header" then
      scan_inlines(block.content)
    elseif block.t == "BulletList" or block.t == "OrderedList" then
      for _, item in ipairs(block.content) do
        scan(item)
      end
    elseif block.t == "DefinitionList" then
      for _, item in ipairs(block.content) do
        scan_inlines(item[1])
        for _, definition in ipairs(item[2]) do
          scan(definition)
        end
      end
    elseif block.t == "BlockQuote" or block.t == "Div" then
      scan(block.content)
    elseif block.t == "Table" then
      scan_table(block)
    end
  end
end

function Pandoc(doc)
  scan(doc.blocks)
  for _, line in ipairs(found) do
    io.stdout:write(page .. ": " .. line .. "\n")
  end
  return pandoc.Pandoc({}, doc.meta)
end
