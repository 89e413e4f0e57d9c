-- fail.lua: how every filter of the book stops the build. Each filter loads it
-- with dofile from its own directory:
--
--   local source = dofile(dir .. "/fail.lua")
--   source.fail(message)   -- "PAGE: message" on stderr, then exit status 1
--   source.name()          -- the page pandoc is reading

local source = {}

function source.name()
  local inputs = PANDOC_STATE.input_files
  return (inputs and inputs[1]) or "the book"
end

function source.fail(message)
  io.stderr:write(source.name() .. ": " .. message .. "\n")
  os.exit(1)
end

return source
