-- numbers-lib.lua: reading runs, numbers in the text, and what an expression
-- of numbers.lua can use. Loaded by numbers.lua with dofile.
--
-- In lua="EXPR" these names are defined:
--   s            the summary line's fields (s.steps, s.energy_end, ...), numbers
--                where they are numbers, strings otherwise (s.diverged)
--   c            the CSV's columns by name (c.energy, c.max_stretch, ...),
--                each an array: c.energy[1] is step 0's row
--   rows         the CSV's rows, each a table by column name
--   particle(i)  for a --dump run: particle i's columns (particle(1).x)
--   max(t) min(t) last(t) sum(t)   of an array (max and min also of numbers)
--   peaks(t)     the local maxima of an array, in order
--   ratios(t)    t[i+1]/t[i] for every i
--   map(t, f)    f of each item;  where(pred)  the rows for which pred(row)
--   first_step(pred)  the step column of the first row with pred(row)
--   find{k=v,...}  the one row whose fields equal all of these (an error if
--                none or several do): find{solver='ours', size=128}.ms_per_step
--   round(x, d)  x rounded to d decimals
--   every function of Lua's math library without "math." (exp, log, sqrt, pi, ...)

local lib = {}

local function split(line)
  local fields = {}
  for field in (line .. ","):gmatch("([^,]*),") do
    fields[#fields + 1] = field
  end
  return fields
end

-- The run's standard output: a summary line, and CSV rows if it wrote them.
function lib.parse(text)
  local run = { summary = {}, rows = {}, columns = {}, header = nil }
  for line in text:gmatch("[^\n]+") do
    local fields = line:match("^summary: (.*)$")
    if fields then
      for key, value in fields:gmatch("([%w_]+)=(%S+)") do
        run.summary[key] = tonumber(value) or value
      end
    elseif line:find(",") then
      local cells = split(line)
      if not run.header then
        run.header = cells
        for _, name in ipairs(cells) do
          run.columns[name] = {}
        end
      else
        local row = {}
        for i, name in ipairs(run.header) do
          local value = tonumber(cells[i]) or cells[i]
          row[name] = value
          table.insert(run.columns[name], value)
        end
        run.rows[#run.rows + 1] = row
      end
    end
  end
  return run
end

local function array_or_args(first, ...)
  if type(first) == "table" then
    return first
  end
  return { first, ... }
end

local function environment(run, summary_of)
  local env = {}
  for name, value in pairs(math) do
    env[name] = value
  end
  env.s, env.c, env.rows = run.summary or {}, run.columns or {}, run.rows or {}
  -- Another run of the page by its name in the runs block: its summary and
  -- its CSV's columns (.c), so that a ratio of two runs,
  -- run("a").mean_stretch / run("b").mean_stretch, is read from both runs
  -- and not typed by hand.
  env.run = function(name)
    if not summary_of then
      error("run(\"" .. name .. "\") needs the page's runs")
    end
    return summary_of(name)
  end
  env.max = function(...)
    local t = array_or_args(...)
    return math.max(table.unpack(t))
  end
  env.min = function(...)
    local t = array_or_args(...)
    return math.min(table.unpack(t))
  end
  env.last = function(t) return t[#t] end
  env.sum = function(t)
    local total = 0
    for _, x in ipairs(t) do total = total + x end
    return total
  end
  env.map = function(t, f)
    local out = {}
    for i, x in ipairs(t) do out[i] = f(x) end
    return out
  end
  env.median = function(t)
    local sorted = {}
    for i, x in ipairs(t) do sorted[i] = x end
    table.sort(sorted)
    local n = #sorted
    if n == 0 then error("the median of nothing") end
    return n % 2 == 1 and sorted[(n + 1) / 2] or (sorted[n / 2] + sorted[n / 2 + 1]) / 2
  end
  env.ratios = function(t)
    local out = {}
    for i = 1, #t - 1 do out[i] = t[i + 1] / t[i] end
    return out
  end
  env.peaks = function(t)
    local out = {}
    for i = 2, #t - 1 do
      if t[i] > t[i - 1] and t[i] >= t[i + 1] then out[#out + 1] = t[i] end
    end
    return out
  end
  env.where = function(pred)
    local out = {}
    for _, row in ipairs(env.rows) do
      if pred(row) then out[#out + 1] = row end
    end
    return out
  end
  env.find = function(fields)
    local found
    for _, row in ipairs(env.rows) do
      local all = true
      for key, value in pairs(fields) do
        if row[key] ~= value then all = false end
      end
      if all then
        if found then error("several rows match") end
        found = row
      end
    end
    return found or error("no row matches")
  end
  env.first_step = function(pred)
    for _, row in ipairs(env.rows) do
      if pred(row) then return row.step end
    end
    error("no row matches")
  end
  env.particle = function(index)
    local columns = {}
    for _, row in ipairs(env.rows) do
      if row.kind == "p" and row.index == index then
        for name, value in pairs(row) do
          columns[name] = columns[name] or {}
          table.insert(columns[name], value)
        end
      end
    end
    if not next(columns) then error("no particle " .. index .. " in the dump") end
    return columns
  end
  env.round = function(x, digits)
    local scale = 10 ^ (digits or 0)
    return math.floor(x * scale + 0.5) / scale
  end
  return env
end

function lib.evaluate(expression, run, summary_of)
  local chunk, problem = load("return " .. expression, "lua", "t", environment(run, summary_of))
  if not chunk then
    return false, problem
  end
  return pcall(chunk)
end

function lib.show(value)
  if type(value) ~= "number" then
    return tostring(value)
  end
  return string.format("%.10g", value)
end

local superscripts = {
  ["⁰"] = "0", ["¹"] = "1", ["²"] = "2", ["³"] = "3", ["⁴"] = "4", ["⁵"] = "5",
  ["⁶"] = "6", ["⁷"] = "7", ["⁸"] = "8", ["⁹"] = "9", ["⁻"] = "-",
}

-- The text of a span with its typography undone: a minus sign, thin spaces,
-- "× 10⁻¹⁶" and TeX's "\times 10^{-16}" become plain ASCII "e-16".
local function plain(text)
  text = text:gsub("−", "-"):gsub("\u{2009}", " "):gsub("\u{202F}", " "):gsub("\u{00A0}", " ")
  text = text:gsub("\\times", "×"):gsub("\\,", "")
  text = text:gsub("%s*×%s*10%^{?([-+]?%d+)}?", "e%1")
  text = text:gsub("%s*×%s*10([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)", function(power)
    local ascii = {}
    for _, code in utf8.codes(power) do
      ascii[#ascii + 1] = superscripts[utf8.char(code)] or ""
    end
    return "e" .. table.concat(ascii)
  end)
  return text
end

-- The numbers a span's text holds, in order, each with the text it was
-- written as and half a unit of its last digit (a fraction such as 1/180
-- is its exact value, to rounding).
function lib.numbers_in(text)
  local numbers = {}
  local s = plain(text)
  local position = 1
  while true do
    local start, stop, sign, digits, fraction, exponent =
        s:find("([-+]?)(%d[%d,]*)(%.?%d*)([eE]?[-+]?%d*)", position)
    if not start then
      break
    end
    -- A fraction, 1/180, stands for its exact value.
    local fsign, numerator, denominator = s:match("^([-+]?)(%d+)/(%d+)", start)
    if numerator and fraction == "" then
      local written = fsign .. numerator .. "/" .. denominator
      local value = tonumber(numerator) / tonumber(denominator) * (fsign == "-" and -1 or 1)
      numbers[#numbers + 1] = { value = value, text = written, half_unit = 1e-12 * math.abs(value) }
      position = start + #written
      goto continue
    end
    if exponent ~= "" and not exponent:match("^[eE][-+]?%d+$") then
      stop = stop - #exponent
      exponent = ""
    end
    local written = sign .. digits .. fraction .. exponent
    local value = tonumber((sign .. digits:gsub(",", "") .. fraction .. exponent))
    if not value then
      error("cannot read a number in \"" .. text .. "\"")
    end
    local decimals = #fraction > 0 and (#fraction - 1) or 0
    local power = tonumber(exponent:sub(2)) or 0
    numbers[#numbers + 1] = {
      value = value,
      text = written,
      half_unit = 0.5 * 10 ^ (power - decimals),
    }
    position = stop + 1
    ::continue::
  end
  return numbers
end

-- Whether value v agrees with the quoted number q; and the allowance, said.
function lib.within(q, v, tolerance)
  local allowed, said
  if tolerance == nil or tolerance == "" then
    allowed = q.half_unit * (1 + 1e-9)
    said = "rounds to " .. q.text
  else
    local share = tolerance:match("^([%d.eE+-]+)%%$")
    if share then
      allowed = tonumber(share) / 100 * math.abs(v)
      said = "within " .. tolerance
    elseif tonumber(tolerance) then
      allowed = tonumber(tolerance)
      said = "within ±" .. tolerance
    else
      error("tol=\"" .. tolerance .. "\" is neither an amount nor a share like 2%")
    end
  end
  return math.abs(v - q.value) <= allowed, said
end

return lib
