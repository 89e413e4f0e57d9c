-- listing.lua: shows code cut from the real chapter sources.
--
-- A listing is a code block or a fenced div with the class "listing", a file
-- relative to chapters/, and either a region or a function:
--
--   ```{.listing file="01-hooke/sim.c" region="integrate"}
--   ```
--   ```{.listing file="01-hooke/sim.c" function="world_step"}
--   ```
--
-- A region is the lines between "// region: NAME" and "// end region: NAME",
-- each marker one comment line of its own. A function is found by its
-- definition line, which in our style holds the return type, the name and the
-- opening brace ("void world_step(World *world) {"); it ends at the first
-- following line that is exactly "}", and takes along the "//" comment lines
-- directly above it. Marker lines never show in a listing.
--
-- A missing file, region or function stops the build with a message naming it.
-- The metadata field "chapters-dir" overrides where chapter files are looked
-- up (default: chapters, relative to the directory pandoc runs in).

local chapters_dir = "chapters"

local filters_dir = (PANDOC_SCRIPT_FILE or "book/filters/x.lua"):match("^(.*)/[^/]*$") or "."
local source = dofile(filters_dir .. "/fail.lua")
local fail, source_name = source.fail, source.name

local function is_marker(line)
  return line:match("^%s*// region: [%w_.%-]+%s*$") ~= nil
      or line:match("^%s*// end region: [%w_.%-]+%s*$") ~= nil
end

local function read_lines(path)
  local file = io.open(path, "r")
  if not file then
    return nil
  end
  local lines = {}
  for line in file:lines() do
    lines[#lines + 1] = line
  end
  file:close()
  return lines
end

-- Lines first..last without markers, without blank lines at either end, and
-- with the indentation they all share taken off.
local function cut(lines, first, last)
  local kept = {}
  for i = first, last do
    if not is_marker(lines[i]) then
      kept[#kept + 1] = lines[i]
    end
  end
  while #kept > 0 and kept[1]:match("^%s*$") do
    table.remove(kept, 1)
  end
  while #kept > 0 and kept[#kept]:match("^%s*$") do
    table.remove(kept)
  end
  local indent
  for _, line in ipairs(kept) do
    if not line:match("^%s*$") then
      local lead = line:match("^ *")
      if indent == nil or #lead < indent then
        indent = #lead
      end
    end
  end
  for i, line in ipairs(kept) do
    kept[i] = line:sub((indent or 0) + 1)
  end
  return table.concat(kept, "\n")
end

local function find_region(lines, name)
  local start_marker = "// region: " .. name
  local end_marker = "// end region: " .. name
  local first, last
  for i, line in ipairs(lines) do
    local trimmed = line:match("^%s*(.-)%s*$")
    if trimmed == start_marker then
      if first then
        return nil, "region \"" .. name .. "\" starts twice (lines " .. first .. " and " .. i .. ")"
      end
      first = i
    elseif trimmed == end_marker then
      if not first then
        return nil, "region \"" .. name .. "\" ends at line " .. i .. " before it starts"
      end
      if last then
        return nil, "region \"" .. name .. "\" ends twice"
      end
      last = i
    end
  end
  if not first then
    return nil, "no region \"" .. name .. "\" (no line \"" .. start_marker .. "\")"
  end
  if not last then
    return nil, "region \"" .. name .. "\" has no end (no line \"" .. end_marker .. "\")"
  end
  return first + 1, last - 1
end

local function find_function(lines, name)
  if not name:match("^[%a_][%w_]*$") then
    return nil, "\"" .. name .. "\" is not a C function name"
  end
  local definition
  for i, line in ipairs(lines) do
    -- Starts at the margin, ends with "{", and has the name right before "(".
    if line:match("^[%a_][^;=]*[%s%*]" .. name .. "%(.*%)%s*{%s*$") then
      definition = i
      break
    end
  end
  if not definition then
    return nil, "no function \"" .. name .. "\" (no definition line like \"TYPE "
        .. name .. "(...) {\")"
  end
  local last
  for i = definition + 1, #lines do
    if lines[i] == "}" then
      last = i
      break
    end
  end
  if not last then
    return nil, "function \"" .. name .. "\" at line " .. definition .. " has no closing \"}\" line"
  end
  local first = definition
  while first > 1 and lines[first - 1]:match("^//") and not is_marker(lines[first - 1]) do
    first = first - 1
  end
  return first, last
end

local function listing(attributes, identifier, extra_caption)
  local file = attributes["file"]
  local region = attributes["region"]
  local func = attributes["function"]
  if not file or file == "" then
    fail("a listing needs file=\"NN-slug/FILE\"")
  end
  local what
  if region and func then
    fail("listing " .. file .. ": give a region or a function, not both")
  elseif region then
    what = "region \"" .. region .. "\""
  elseif func then
    what = "function \"" .. func .. "\""
  else
    fail("listing " .. file .. ": needs region=\"NAME\" or function=\"NAME\"")
  end

  local path = chapters_dir .. "/" .. file
  local lines = read_lines(path)
  if not lines then
    fail("listing " .. file .. " " .. what .. ": no such file " .. path)
  end
  local first, last
  if region then
    first, last = find_region(lines, region)
  else
    first, last = find_function(lines, func)
  end
  if not first then
    fail("listing " .. file .. " " .. what .. ": " .. last .. " in " .. path)
  end
  local code = cut(lines, first, last)
  if code == "" then
    fail("listing " .. file .. " " .. what .. ": is empty in " .. path)
  end

  -- A file of the shared shell is named from chapters/ as ../common/NAME and
  -- shown to the reader as common/NAME, where it lives.
  local caption = { pandoc.Code((file:gsub("^%.%./", ""))) }
  caption[#caption + 1] = pandoc.Space()
  if func then
    caption[#caption + 1] = pandoc.Span({ pandoc.Code(func .. "()") }, pandoc.Attr("", { "listing-name" }))
  else
    caption[#caption + 1] = pandoc.Span({ pandoc.Str(region) }, pandoc.Attr("", { "listing-name" }))
  end
  local range = "lines " .. first .. "–" .. last
  if first == last then
    range = "line " .. first
  end
  caption[#caption + 1] = pandoc.Space()
  caption[#caption + 1] = pandoc.Span({ pandoc.Str(range) }, pandoc.Attr("", { "listing-lines" }))
  if extra_caption and #extra_caption > 0 then
    caption[#caption + 1] = pandoc.Space()
    caption[#caption + 1] = pandoc.Span(extra_caption, pandoc.Attr("", { "listing-note" }))
  end

  return pandoc.Div({
    pandoc.Div({ pandoc.Plain(caption) }, pandoc.Attr("", { "listing-caption" })),
    pandoc.CodeBlock(code, pandoc.Attr("", { "c" })),
  }, pandoc.Attr(identifier, { "listing" }))
end

local function caption_inlines(blocks)
  local inlines = {}
  for _, block in ipairs(blocks) do
    if block.t == "Para" or block.t == "Plain" then
      for _, inline in ipairs(block.content) do
        inlines[#inlines + 1] = inline
      end
    end
  end
  return inlines
end

return {
  {
    Meta = function(meta)
      if meta["chapters-dir"] then
        chapters_dir = pandoc.utils.stringify(meta["chapters-dir"])
      end
    end,
  },
  {
    CodeBlock = function(block)
      if block.classes:includes("listing") then
        if block.text:match("%S") then
          fail("listing " .. (block.attributes["file"] or "?")
              .. ": leave the block empty; the code comes from the file")
        end
        local note = block.attributes["caption"]
        local note_inlines = note and caption_inlines(pandoc.read(note, "markdown").blocks)
        return listing(block.attributes, block.identifier, note_inlines)
      end
    end,
    Div = function(div)
      if div.classes:includes("listing") then
        return listing(div.attributes, div.identifier, caption_inlines(div.content))
      end
    end,
  },
}
