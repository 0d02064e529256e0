-- Neovim's own LSP client against `livery lsp` (Scripts/neovim-test.sh):
-- opens a stylesheet, introduces a typo as a user would, and writes the
-- diagnostic Neovim received and a hover to standard output.
local livery = os.getenv("LIVERY")
local file = os.getenv("STYLESHEET")
local function say(text) io.stdout:write(text .. "\n") end

vim.cmd("edit " .. file)
local buf = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = "livery", cmd = { livery, "lsp" }, root_dir = vim.fn.fnamemodify(file, ":h") })
vim.lsp.buf_attach_client(buf, client)
vim.wait(10000, function() return vim.lsp.get_client_by_id(client) ~= nil and vim.lsp.get_client_by_id(client).initialized end, 20)

-- The typo: systemBlue → sytemBlue on line 5 (zero-based 4), as typed.
local line = vim.api.nvim_buf_get_lines(buf, 4, 5, false)[1]
local at = string.find(line, "systemBlue", 1, true)
vim.api.nvim_buf_set_text(buf, 4, at + 1, 4, at + 2, { "" })
local seen = vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
if not seen then
  say("no diagnostic")
  vim.cmd("qa!")
end
for _, d in ipairs(vim.diagnostic.get(buf)) do
  say(string.format("diagnostic %d:%d-%d %s [%s]: %s", d.lnum, d.col, d.end_col, d.source or "", d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "", (d.message:gsub("\n", " | "))))
end

local replies = vim.lsp.buf_request_sync(buf, "textDocument/hover", {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  position = { line = 6, character = 10 },
}, 10000)
for _, reply in pairs(replies or {}) do
  if reply.result then say("hover " .. (reply.result.contents.value:gsub("\n", " | "))) end
end
vim.lsp.stop_client(client)
vim.cmd("qa!")
