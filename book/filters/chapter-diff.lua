-- chapter-diff.lua: shows what a chapter changes against the previous one.
--
--   ```{.chapter-diff chapter="02-damping"}
--   ```
--   ```{.chapter-diff chapter="02-damping" file="sim.c"}
--   ```
--   ```{.chapter-diff open="sim.c sim.h"}
--   ```
--
-- (a fenced div with the class "chapter-diff" works too). Without chapter=,
-- the chapter is the page's own (book/02-damping.md diffs 02-damping). file=
-- is a path inside the chapter directory, or tests/NAME for one of its tests.
-- open= names the files that carry the lesson: they open at once and every
-- other file is folded to its summary line, as the tests always are (a page
-- whose diff is mostly plumbing still shows the whole diff, one click away).
-- The diff comes from tools/chapter-diff, which compares the chapter and
-- its tests with the previous chapter directory in sorted order, with the
-- listing markers removed and no timestamps. In HTML and EPUB it is drawn as a
-- coloured unified diff; in other formats it is a plain diff code block.

local filters_dir = (PANDOC_SCRIPT_FILE or "book/filters/x.lua"):match("^(.*)/[^/]*$") or "."
local source = dofile(filters_dir .. "/fail.lua")
local fail, source_name = source.fail, source.name

-- tools/chapter-diff, found from this filter's own place: book/filters/.
local function tool_path()
  local script = PANDOC_SCRIPT_FILE or "book/filters/chapter-diff.lua"
  local dir = script:match("^(.*)/[^/]*$") or "."
  return dir .. "/../../tools/chapter-diff"
end

local function shell_quote(text)
  return "'" .. text:gsub("'", "'\\''") .. "'"
end

local function run_tool(chapter, file)
  local command = shell_quote(tool_path()) .. " " .. shell_quote(chapter)
  if file then
    command = command .. " " .. shell_quote(file)
  end
  local pipe = io.popen(command .. " 2>&1", "r")
  local output = pipe:read("a")
  local _, _, status = pipe:close()
  return output, status
end

local function escape(text)
  return (text:gsub("&", "&amp;"):gsub("<", "&lt;"):gsub(">", "&gt;"):gsub('"', "&quot;"))
end

-- Splits the tool's output into files: { old = , new = , lines = { ... } }.
local function parse(output)
  local files = {}
  local current
  local header = 0
  for line in output:gmatch("([^\n]*)\n") do
    local old, new = line:match("^diff %-u (%S+) (%S+)$")
    if old then
      current = { old = old, new = new, lines = {}, added = 0, removed = 0 }
      files[#files + 1] = current
      header = 2 -- the "--- OLD" and "+++ NEW" lines that follow
    elseif header > 0 then
      header = header - 1
    elseif current then
      current.lines[#current.lines + 1] = line
      local first = line:sub(1, 1)
      if first == "+" then
        current.added = current.added + 1
      elseif first == "-" then
        current.removed = current.removed + 1
      end
    end
  end
  return files
end

-- The chapter a diff compares against, from the first file it had before.
local function previous_chapter(files)
  for _, entry in ipairs(files) do
    local dir = entry.old:match("^%a+/([^/]+)/")
    if dir then
      return dir
    end
  end
  return nil
end

-- The name a reader knows a file by: sim.c, or tests/test_sim.c.
local function short_name(entry)
  local path = entry.new ~= "/dev/null" and entry.new or entry.old
  local test_file = path:match("^tests/[^/]+/(.*)$")
  if test_file then
    return "tests/" .. test_file
  end
  return path:match("^chapters/[^/]+/(.*)$") or path
end

-- A hunk shorter than this that only removes lines stays open: folding it
-- would hide as much as it shows.
local FOLDED_REMOVAL = 6

-- The lines of a diff as coloured rows. One block span per line and no
-- newlines between them, so each line's colour spans the whole width of the
-- block; each line's own newline sits inside its span (where a block's last
-- line break draws nothing), so the diff copied from the page, or read
-- without the style, keeps its lines.
local function diff_rows(lines)
  local rows = {}
  for _, line in ipairs(lines) do
    local kind = "diff-ctx"
    local first = line:sub(1, 1)
    if first == "+" then
      kind = "diff-add"
    elseif first == "-" then
      kind = "diff-del"
    elseif first == "@" then
      kind = "diff-hunk"
    elseif first == "\\" then
      kind = "diff-note"
    end
    if line == "" then
      line = " "
    end
    rows[#rows + 1] = '<span class="' .. kind .. '">' .. escape(line) .. '\n</span>'
  end
  return table.concat(rows)
end

local function html_file(entry, opened)
  local state = ""
  if entry.old == "/dev/null" then
    state = ' <span class="diff-state">new file</span>'
  elseif entry.new == "/dev/null" then
    state = ' <span class="diff-state">removed</span>'
  end
  -- The code is the lesson and opens at once (all of it, or the files open=
  -- names); a test file, and any other file, is folded to its summary line,
  -- one click away.
  local is_test = short_name(entry):match("^tests/") ~= nil
  local is_open = not is_test and (opened == nil or opened[short_name(entry)] == true)
  local out = {
    '<details class="diff-file' .. (is_test and ' diff-test' or '') .. '"'
        .. (is_open and ' open="open"' or '') .. '>',
    '<summary><code>' .. escape(short_name(entry)) .. '</code>' .. state
        .. ' <span class="diff-stat"><span class="diff-stat-add">+' .. entry.added
        .. '</span> <span class="diff-stat-del">−' .. entry.removed .. '</span></span></summary>',
  }
  -- Each hunk is drawn as its lines; a hunk that only takes code away (it
  -- adds nothing but blank lines and lone braces) and is long enough to hide
  -- the lesson is folded to its header line, one click away, as when chapter
  -- 09 sets chapter 07's wheels aside.
  local segments, rows = {}, nil
  local function flush()
    if rows then
      segments[#segments + 1] = rows
    end
    rows = nil
  end
  for _, line in ipairs(entry.lines) do
    local first = line:sub(1, 1)
    if first == "@" or rows == nil then
      flush()
      rows = { header = first == "@" and line or nil, lines = {}, code_added = 0, removed = 0 }
    end
    rows.lines[#rows.lines + 1] = line
    if first == "+" and not line:sub(2):match("^%s*[{}]?%s*$") then
      rows.code_added = rows.code_added + 1
    elseif first == "-" then
      rows.removed = rows.removed + 1
    end
  end
  flush()
  -- Open hunks that follow each other share one block, as a plain diff.
  local blocks, shown = {}, {}
  local function show_lines()
    if #shown > 0 then
      blocks[#blocks + 1] = '<pre class="diff"><code>' .. diff_rows(shown) .. '</code></pre>'
    end
    shown = {}
  end
  for _, hunk in ipairs(segments) do
    if hunk.header and hunk.code_added == 0 and hunk.removed >= FOLDED_REMOVAL then
      show_lines()
      local near = hunk.header:match("^@@[^@]*@@%s*(.-)%s*$") or ""
      blocks[#blocks + 1] = '<details class="diff-removed"><summary>only takes out '
          .. hunk.removed .. ' lines'
          .. (near ~= "" and (', below <code>' .. escape(near) .. '</code>') or "")
          .. ' <span class="diff-stat"><span class="diff-stat-del">−' .. hunk.removed
          .. '</span></span></summary><pre class="diff"><code>' .. diff_rows(hunk.lines)
          .. '</code></pre></details>'
    else
      for _, line in ipairs(hunk.lines) do
        shown[#shown + 1] = line
      end
    end
  end
  show_lines()
  out[#out + 1] = table.concat(blocks, "\n")
  out[#out + 1] = '</details>'
  return table.concat(out, "\n")
end

local function render(attributes, identifier, page)
  local chapter = attributes["chapter"]
  if not chapter or chapter == "" then
    chapter = page
  end
  local file = attributes["file"]
  if file == "" then
    file = nil
  end
  local what = "chapter-diff " .. chapter .. (file and (" file \"" .. file .. "\"") or "")
  local opened = nil
  if attributes["open"] and attributes["open"] ~= "" then
    opened = {}
    for name in attributes["open"]:gmatch("%S+") do
      opened[name] = true
    end
  end

  local output, status = run_tool(chapter, file)
  local attr = pandoc.Attr(identifier, { "chapter-diff" })
  if status == 3 then
    return pandoc.Div({
      pandoc.Para({ pandoc.Str(chapter .. " is the first chapter. It has no predecessor, "
          .. "so there is no diff to show: every line of it is new.") }),
    }, pandoc.Attr(identifier, { "chapter-diff", "no-predecessor" }))
  elseif status ~= 0 then
    fail(what .. ": " .. output:gsub("%s+$", ""))
  end

  local files = parse(output)
  if #files == 0 then
    local note = file and (file .. " is the same as in the previous chapter.")
        or "Nothing changed against the previous chapter."
    return pandoc.Div({ pandoc.Para({ pandoc.Str(note) }) },
        pandoc.Attr(identifier, { "chapter-diff", "unchanged" }))
  end
  local previous = previous_chapter(files)

  if not FORMAT:match("html") and not FORMAT:match("epub") then
    return pandoc.CodeBlock(output, pandoc.Attr(identifier, { "diff" }))
  end

  local added, removed = 0, 0
  for _, entry in ipairs(files) do
    added = added + entry.added
    removed = removed + entry.removed
  end
  local head = '<p class="diff-caption">What <code>' .. escape(chapter)
      .. '</code> changes against <code>' .. escape(previous or "the previous chapter")
      .. '</code>: ' .. #files .. (#files == 1 and " file" or " files")
      .. ', <span class="diff-stat-add">+' .. added .. '</span> <span class="diff-stat-del">−'
      .. removed .. '</span> lines.'
  if not file then
    head = head .. ' Files not shown are unchanged.'
  end
  if opened then
    for name in pairs(opened) do
      local found = false
      for _, entry in ipairs(files) do
        found = found or short_name(entry) == name
      end
      if not found then
        fail(what .. ': open names ' .. name .. ', which this diff does not change')
      end
    end
    head = head .. ' The files that carry the lesson are open; the others are folded.'
  end
  for _, entry in ipairs(files) do
    if short_name(entry):match("^tests/") then
      head = head .. ' The tests come last, folded: open one by its name.'
      break
    end
  end
  head = head .. '</p>'
  local blocks = { pandoc.RawBlock("html", head) }
  for _, entry in ipairs(files) do
    blocks[#blocks + 1] = pandoc.RawBlock("html", html_file(entry, opened))
  end
  return pandoc.Div(blocks, attr)
end

-- The page each block belongs to: every page starts with its one level-1
-- heading, so in the EPUB, where all pages arrive as one document, the n-th
-- heading starts the n-th input file.
function Pandoc(doc)
  local inputs = PANDOC_STATE.input_files
  local page = 0
  local blocks = {}
  for _, block in ipairs(doc.blocks) do
    if block.t == "Header" and block.level == 1 then
      page = page + 1
    end
    local slug = (inputs[math.max(page, 1)] or ""):match("([^/]+)%.md$") or "?"
    local filter = {
      CodeBlock = function(code)
        if code.classes:includes("chapter-diff") then
          return render(code.attributes, code.identifier, slug)
        end
      end,
      Div = function(div)
        if div.classes:includes("chapter-diff") then
          return render(div.attributes, div.identifier, slug)
        end
      end,
    }
    -- Wrapped, so that a diff block at the top level is replaced too.
    local wrapped = pandoc.walk_block(pandoc.Div({ block }), filter)
    for _, result in ipairs(wrapped.content) do
      blocks[#blocks + 1] = result
    end
  end
  doc.blocks = blocks
  return doc
end
