-- notation.lua: lists the symbols of a page's math that the preface's
-- notation does not define.
--
-- Run by tools/book-notation. The notation appendix
-- (book/appendix-notation.md, or the file NOTATION_PAGE names) defines the
-- book's symbols in the first column of its tables. A symbol is a letter, a Greek letter or
-- a bold letter; decorations (a hat, a tilde, a dot) belong to the letter
-- they sit on, so $\dot\theta$ is checked as θ. Subscripts are labels
-- ($m_a$, $x_n$, $C_s$) and are not checked; text inside \text{} and
-- function names (\sin, \max) are words, not symbols. Every symbol of a
-- page's math that the table lacks is printed once per page:
-- "PAGE: SYMBOL  in: $MATH$".

local page = (PANDOC_STATE.input_files or {})[1] or "?"

local GREEK = {}
for name in ([[alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta
    iota kappa lambda mu nu xi pi varpi rho varrho sigma varsigma tau upsilon
    phi varphi chi psi omega Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi
    Psi Omega]]):gmatch("%a+") do
  GREEK[name] = true
end

-- Commands whose braced argument is words, not symbols.
local WORDS = { text = true, mathrm = true, operatorname = true, textrm = true,
                mbox = true, texttt = true, textit = true, textbf = true }
-- Commands that decorate the symbol after them.
local DECORATION = { hat = true, tilde = true, dot = true, ddot = true,
                     bar = true, vec = true, overline = true, widehat = true,
                     widetilde = true }
-- \Delta is an operator ("the change of") before a symbol: $\Delta t$,
-- $\Delta v^*$; the table defines the pairs it is used in.
local OPERATOR = { Delta = true }

-- The body of a braced group starting at s[i] == "{": returns body, next i.
local function group(s, i)
  local depth, j = 0, i
  while j <= #s do
    local ch = s:sub(j, j)
    if ch == "\\" then
      j = j + 1
    elseif ch == "{" then
      depth = depth + 1
    elseif ch == "}" then
      depth = depth - 1
      if depth == 0 then
        return s:sub(i + 1, j - 1), j + 1
      end
    end
    j = j + 1
  end
  return s:sub(i + 1), #s + 1
end

-- One argument (a braced group, a command or a character) at s[i].
local argument

function argument(s, i)
  while s:sub(i, i):match("%s") do i = i + 1 end
  local ch = s:sub(i, i)
  if ch == "{" then
    return group(s, i)
  elseif ch == "\\" then
    local name = s:match("^\\(%a+)", i)
    if name and WORDS[name] then
      -- \text{start} as a subscript is one argument
      local _, after = argument(s, i + 1 + #name)
      return "", after
    end
    if name then return "\\" .. name, i + 1 + #name end
    return s:sub(i, i + 1), i + 2
  end
  return ch, i + 1
end

local symbols_of

-- The symbols of LaTeX source s, added to the set out.
function symbols_of(s, out, bold)
  local i = 1
  while i <= #s do
    local ch = s:sub(i, i)
    if ch == "\\" then
      local name = s:match("^\\(%a+)", i)
      if not name then
        i = i + 2
      else
        i = i + 1 + #name
        if WORDS[name] or name == "begin" or name == "end" then
          local _
          _, i = argument(s, i)
        elseif name == "mathbf" or name == "boldsymbol" or name == "bm" then
          local arg
          arg, i = argument(s, i)
          symbols_of(arg, out, true)
        elseif DECORATION[name] then
          local arg
          arg, i = argument(s, i)
          symbols_of(arg, out, bold)
        elseif GREEK[name] and not OPERATOR[name] then
          out[(bold and "bold " or "") .. "\\" .. name] = true
        end
      end
    elseif ch == "_" then
      local _
      _, i = argument(s, i + 1)
    elseif ch:match("%a") then
      out[(bold and "bold " or "") .. ch] = true
      i = i + 1
    else
      i = i + 1
    end
  end
  return out
end

local defined

local function read_table()
  local path = os.getenv("NOTATION_PAGE") or "book/appendix-notation.md"
  local file = assert(io.open(path, "r"))
  local doc = pandoc.read(file:read("a"), "markdown")
  file:close()
  defined = {}
  for _, block in ipairs(doc.blocks) do
    if block.t == "Table" then
      for _, body in ipairs(block.bodies) do
        for _, row in ipairs(body.body) do
          local cell = row.cells[1]
          if cell then
            pandoc.walk_block(pandoc.Div(cell.contents), {
              Math = function(math)
                symbols_of(math.text, defined)
              end,
            })
          end
        end
      end
    end
  end
  if next(defined) == nil then
    error("notation.lua: no tables of symbols found in " .. path)
  end
end

local missing, order = {}, {}

function Math(math)
  if not defined then read_table() end
  local found = symbols_of(math.text, {})
  for symbol in pairs(found) do
    if not defined[symbol] and not missing[symbol] then
      missing[symbol] = math.text
      order[#order + 1] = symbol
    end
  end
end

function Pandoc(doc)
  doc:walk({ Math = Math })
  table.sort(order)
  for _, symbol in ipairs(order) do
    io.stdout:write(page .. ": " .. symbol .. "  in: $" ..
        missing[symbol]:gsub("%s+", " ") .. "$\n")
  end
  return pandoc.Pandoc({}, doc.meta)
end

return { { Pandoc = Pandoc } }
