-- numbers.lua: every number the book quotes from a run comes from that run.
--
-- A number in the text is a span with the class "n". It names where the
-- number comes from, and the build checks the text against it:
--
--   ends at [0.896]{.n run="build/bin/03-symplectic --headless --scene single
--   --steps 600 --param c=0.1" key=energy_end} J
--
-- runs the command (once per page, however many spans quote it) and compares
-- 0.896 with the summary's energy_end. What a span can name:
--
--   run="COMMAND"   a chapter program, as a reader would type it from the
--                   repository root (build/bin/NN-slug ...); or run=NAME, a
--                   command named in the page's runs block (below); or a
--                   results file committed under bench/ (bench/NAME.csv),
--                   read as a run's CSV output
--   key=FIELD       a field of the run's summary line (steps, energy_end, ...)
--   lua="EXPR"      a Lua expression, evaluated with the run's output (see
--                   book/filters/numbers-lib.lua for what it can use); without
--                   run=, plain arithmetic, for a number the text works out
--   tol=T           how far the text may be from the value: an absolute
--                   amount (tol=0.01) or a share of the value (tol=2%)
--
-- Without tol= the text must be the value rounded to the digits the text
-- shows: "0.896" stands for anything in [0.8955, 0.8965], "126,000" for
-- exactly 126000. A span may hold a list ("0.50, 0.56 and 0.63"), checked
-- against a list the expression returns. An empty span is filled in:
-- []{.n run=... key=steps} inserts the value, formatted by fmt="%.3f"
-- (default %.6g).
--
-- Commands a page quotes often are named once, anywhere on the page:
--
--   ```{.runs}
--   weak: build/bin/03-symplectic --headless --scene single --steps 600 --param c=0.1
--   ```
--
-- The block itself does not show. A console transcript is a code block with
-- the class "console" holding "$ COMMAND" lines: each command is run and its
-- real output is put under it (head=N keeps the first N lines of each).
--
-- A number that disagrees with its run, a run that fails, or an expression
-- that does not evaluate stops the build, naming the page, the command and
-- both numbers. A number that is given rather than measured (a scene's
-- mass, a parameter) may be marked [0.05]{.given}: it shows as it is, and
-- tools/book-numbers, which lists every number not in one of these spans,
-- leaves it out.

local filters_dir = (PANDOC_SCRIPT_FILE or "book/filters/x.lua"):match("^(.*)/[^/]*$") or "."
local source = dofile(filters_dir .. "/fail.lua")
local lib = dofile(filters_dir .. "/numbers-lib.lua")

local named_runs = {}
local outputs = {}

-- The page being read: in the EPUB every page comes in one document, so the
-- n-th level-1 heading starts the n-th input file.
local page_name = source.name()

local function fail(message)
  io.stderr:write(page_name .. ": " .. message .. "\n")
  os.exit(1)
end

local function squeeze(text)
  return (text:gsub("%s+", " "):gsub("^ ", ""):gsub(" $", ""))
end

local function shell_quote(text)
  return "'" .. text:gsub("'", "'\\''") .. "'"
end

-- Only the chapter programs run: a transcript or a number always comes from
-- build/bin/NN-slug, never from some other command that happens to be there.
local function check_command(command)
  if command:match("[;&|<>`$()\\'\"*?]") then
    fail("a run is one program and its arguments, with no shell syntax: " .. command)
  end
  if not command:match("^build/bin/[%w%-]+ ") and not command:match("^build/bin/[%w%-]+$") then
    fail("a run must start with build/bin/NN-slug: " .. command)
  end
end

-- Where the programs are: build/bin unless the build runs elsewhere (the
-- metadata field bin-dir, which book.mk sets from BIN_DIR). The text always
-- shows build/bin, the command a reader types.
local bin_dir = "build/bin"

-- A results file committed under bench/ stands for a run too slow for the
-- book's build (make bench takes many minutes): run="bench/NAME.csv" reads
-- it, without its # lines (when, where and how it was measured).
local function results_file(command)
  return command:match("^bench/[%w_%-]+%.csv$")
end

local function read_results(command)
  local file = io.open(command, "r")
  if not file then
    fail("no results file " .. command .. " (make bench writes build/bench/results.csv; commit it there)")
  end
  local lines = {}
  for line in file:lines() do
    if not line:match("^#") then
      lines[#lines + 1] = line
    end
  end
  file:close()
  return table.concat(lines, "\n") .. "\n"
end

-- Every page, and the EPUB that holds them all, quotes runs; a run's output
-- is kept in run-cache (book.mk sets it to build/book-data/runs), under the
-- SHA-1 of the command and of the program's own bytes, so a rebuilt program
-- runs again and an unchanged one runs once for the whole book.
local run_cache = nil
local program_digests = {}

local function program_digest(program)
  if not program_digests[program] then
    local file = io.open(bin_dir .. "/" .. program, "rb")
    if not file then
      fail("no program " .. bin_dir .. "/" .. program)
    end
    program_digests[program] = pandoc.utils.sha1(file:read("a"))
    file:close()
  end
  return program_digests[program]
end

local function cache_file(command)
  if not run_cache then
    return nil
  end
  local program = command:match("^build/bin/([%w%-]+)")
  return run_cache .. "/" .. pandoc.utils.sha1(command .. "\n" .. program_digest(program))
end

-- Runs a command once per page and keeps its standard output.
local function output_of(command)
  if outputs[command] then
    return outputs[command]
  end
  if results_file(command) then
    outputs[command] = read_results(command)
    return outputs[command]
  end
  check_command(command)
  local cached = cache_file(command)
  local kept = cached and io.open(cached, "r")
  if kept then
    outputs[command] = kept:read("a")
    kept:close()
    return outputs[command]
  end
  local scratch = os.tmpname()
  local program, arguments = command:match("^build/bin/([%w%-]+)(.*)$")
  local pipe = io.popen(shell_quote(bin_dir .. "/" .. program) .. arguments
      .. " 2>" .. shell_quote(scratch), "r")
  local text = pipe:read("a")
  local _, _, status = pipe:close()
  local errors_file = io.open(scratch, "r")
  local errors = errors_file and errors_file:read("a") or ""
  if errors_file then
    errors_file:close()
  end
  os.remove(scratch)
  if status ~= 0 then
    fail("`" .. command .. "` exited with status " .. tostring(status) .. ": "
        .. squeeze(errors))
  end
  outputs[command] = text
  if cached then
    -- Written aside and renamed, so a page built beside this one never
    -- reads half a file.
    local partial = cached .. "." .. pandoc.utils.sha1(page_name .. os.tmpname())
    local file = io.open(partial, "w")
    if file then
      file:write(text)
      file:close()
      os.rename(partial, cached)
    end
  end
  return text
end

local function resolve_run(attributes)
  local run = attributes["run"]
  if not run or run == "" then
    return nil
  end
  run = squeeze(run)
  if not run:find(" ") and not run:find("/") then
    local named = named_runs[run]
    if not named then
      fail("no run named \"" .. run .. "\" on this page (name it in a ```{.runs} block)")
    end
    return named
  end
  return run
end

-- A run's output read into tables once per page: a page quotes one run's
-- CSV many times, and reading 3,000 rows again for every number took most
-- of the page's build.
local parsed = {}
local function run_of(command)
  parsed[command] = parsed[command] or lib.parse(output_of(command))
  return parsed[command]
end

-- The summary of a run named in the page's runs block, for run("NAME") in
-- an expression: numeric fields as numbers, and its CSV's columns as .c.
local function summary_of_named(name)
  local command = named_runs[name]
  if not command then
    fail("run(\"" .. name .. "\"): no run of that name on this page (name it in a ```{.runs} block)")
  end
  local run = run_of(command)
  local summary = {}
  for key, value in pairs(run.summary or {}) do
    summary[key] = tonumber(value) or value
  end
  summary.c = run.columns or {}
  return summary
end

-- The value a span names: a number, or a list of numbers.
local function value_of(attributes, command)
  local key, expression = attributes["key"], attributes["lua"]
  if key and expression then
    fail("a number takes key= or lua=, not both (" .. (command or expression) .. ")")
  end
  local run = command and run_of(command) or {}
  if key then
    if not command then
      fail("key=" .. key .. " needs run=")
    end
    local value = run.summary[key]
    if value == nil then
      fail("`" .. command .. "` printed no summary field " .. key)
    end
    return tonumber(value) or fail("summary field " .. key .. " of `" .. command
        .. "` is not a number: " .. value)
  end
  if not expression then
    fail("a number needs key= or lua= to say where it comes from")
  end
  local ok, result = lib.evaluate(expression, run, summary_of_named)
  if not ok then
    fail("lua=\"" .. expression .. "\"" .. (command and (" on `" .. command .. "`") or "")
        .. " failed: " .. tostring(result))
  end
  return result
end

local function describe(value)
  if type(value) == "table" then
    local parts = {}
    for i, item in ipairs(value) do
      parts[i] = lib.show(item)
    end
    return table.concat(parts, ", ")
  end
  return lib.show(value)
end

local function compare(span_text, attributes, value, command)
  local read, quoted = pcall(lib.numbers_in, span_text)
  if not read then
    fail(tostring(quoted))
  end
  if #quoted == 0 then
    fail("no number in the checked span \"" .. span_text .. "\"")
  end
  local values = type(value) == "table" and value or { value }
  if #values ~= #quoted then
    fail("the text lists " .. #quoted .. " numbers (" .. span_text .. ") but "
        .. (command and ("`" .. command .. "`") or "the expression") .. " gives "
        .. #values .. " (" .. describe(values) .. ")")
  end
  for i, q in ipairs(quoted) do
    local v = values[i]
    if type(v) ~= "number" then
      fail("\"" .. span_text .. "\": the value is not a number: " .. tostring(v))
    end
    local checked, ok, tolerance = pcall(lib.within, q, v, attributes["tol"])
    if not checked then
      fail(tostring(ok))
    end
    if not ok then
      local from = command and ("`" .. command .. "`") or ("lua=\"" .. attributes["lua"] .. "\"")
      local what = attributes["key"] or attributes["lua"]
      fail("the text says " .. q.text .. " but " .. from .. " gives " .. lib.show(v)
          .. " (" .. what .. "; allowed: " .. tolerance .. ")")
    end
  end
end

local function number_span(span)
  local command = resolve_run(span.attributes)
  local value = value_of(span.attributes, command)
  local text = pandoc.utils.stringify(span.content)
  local title = command and ("from: " .. command) or ("worked out: " .. span.attributes["lua"])
  if text:match("^%s*$") then
    if type(value) == "table" then
      fail("an empty span is filled with one number, not a list")
    end
    local format = span.attributes["fmt"] or "%.6g"
    return pandoc.Span({ pandoc.Str(string.format(format, value)) },
        pandoc.Attr("", { "n" }, { title = title }))
  end
  compare(text, span.attributes, value, command)
  return pandoc.Span(span.content, pandoc.Attr("", { "n" }, { title = title }))
end

local function read_runs(block)
  for line in block.text:gmatch("[^\n]+") do
    local name, command = line:match("^%s*([%w_%-]+):%s*(.-)%s*$")
    if not name then
      fail("a runs block holds lines \"NAME: COMMAND\", not: " .. line)
    end
    if named_runs[name] then
      fail("run \"" .. name .. "\" is named twice")
    end
    if not results_file(command) then
      check_command(command)
    end
    named_runs[name] = command
  end
end

local function console(block)
  local head = tonumber(block.attributes["head"] or "")
  local shown = {}
  for line in block.text:gmatch("[^\n]+") do
    local command = line:match("^%$%s+(.-)%s*$")
    if not command then
      fail("a console block holds \"$ COMMAND\" lines; the output is filled in: " .. line)
    end
    shown[#shown + 1] = "$ " .. command
    local lines = {}
    for out in output_of(command):gmatch("([^\n]*)\n") do
      lines[#lines + 1] = out
    end
    for i, out in ipairs(lines) do
      if head and i > head then
        local more = #lines - head
        shown[#shown + 1] = "… (" .. more .. (more == 1 and " more line)" or " more lines)")
        break
      end
      shown[#shown + 1] = out
    end
  end
  return pandoc.CodeBlock(table.concat(shown, "\n"), pandoc.Attr(block.identifier, { "console" }))
end

-- Runs blocks first, so a span may quote a run named further down the page.
-- In the EPUB all pages come as one document, and each page's names are its
-- own: a name is looked up among the runs of the page the span is on.
function Pandoc(doc)
  if doc.meta["bin-dir"] then
    bin_dir = pandoc.utils.stringify(doc.meta["bin-dir"])
  end
  if doc.meta["run-cache"] then
    run_cache = pandoc.utils.stringify(doc.meta["run-cache"])
    os.execute("mkdir -p " .. shell_quote(run_cache))
  end
  local pages = { {} }
  for _, block in ipairs(doc.blocks) do
    if block.t == "Header" and block.level == 1 and #pages[#pages] > 0 then
      pages[#pages + 1] = {}
    end
    table.insert(pages[#pages], block)
  end
  local result = {}
  local inputs = PANDOC_STATE.input_files or {}
  for index, blocks in ipairs(pages) do
    page_name = inputs[index] or source.name()
    named_runs = {}
    local kept = {}
    for _, block in ipairs(blocks) do
      if block.t == "CodeBlock" and block.classes:includes("runs") then
        read_runs(block)
      else
        kept[#kept + 1] = block
      end
    end
    local walked = pandoc.walk_block(pandoc.Div(kept), {
      Span = function(span)
        if span.classes:includes("n") then
          return number_span(span)
        end
      end,
      CodeBlock = function(block)
        if block.classes:includes("console") then
          return console(block)
        end
      end,
    })
    for _, block in ipairs(walked.content) do
      result[#result + 1] = block
    end
  end
  doc.blocks = result
  return doc
end
