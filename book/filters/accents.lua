-- accents.lua: a dot over a symbol that browsers draw in its place.
--
-- texmath writes $\dot\theta$ as MathML with U+0307, a combining dot,
-- which Chromium draws to the left of the θ; U+02D9, the spacing dot
-- above, sits over it. So \dot X becomes \overset{˙}{X} before the math is
-- written (the same MathML, with the other dot).

local DOT = "\u{02D9}"

local function respell(text)
  -- %f[^%a]: \dot itself, not \dots or \dotsc
  text = text:gsub("\\dot%f[^%a]%s*(%b{})", "\\overset{" .. DOT .. "}%1")
  text = text:gsub("\\dot%f[^%a]%s*(\\%a+)", "\\overset{" .. DOT .. "}{%1}")
  text = text:gsub("\\dot%f[^%a]%s*(%w)", "\\overset{" .. DOT .. "}{%1}")
  return text
end

function Math(math)
  if math.text:find("\\dot", 1, true) then
    math.text = respell(math.text)
    return math
  end
end
