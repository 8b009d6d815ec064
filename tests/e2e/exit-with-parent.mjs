// Preloaded into every server the e2e harness starts (node --import): when the test worker that
// started the server dies without stopping it (killed, crashed, Ctrl-C), the server is sent
// SIGTERM instead of lingering as an orphan holding a port and a temp directory.
const parent = process.ppid
setInterval(() => {
  try {
    process.kill(parent, 0)
  } catch {
    process.kill(process.pid, 'SIGTERM')
  }
}, 500).unref()
