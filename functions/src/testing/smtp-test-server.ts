/**
 * A small SMTP server on loopback for tests (RFC 5321): what the site's SMTP mailer talks to,
 * for real, over TCP. Each recipient can be accepted, refused for now (450) or for good (550),
 * and each message's end of DATA accepted, refused, or held (the answer never sent, as when a
 * server or the network dies after receiving a message), so tests see exactly what a mail
 * server would have received.
 */
import net from 'node:net'

export interface ReceivedMessage {
  from: string
  to: string[]
  /** The RFC 5322 message as received (dot-stuffing undone). */
  data: string
  /** The Message-ID header's value. */
  messageId: string
}

export type RcptAnswer = 'accept' | 'tempfail' | 'reject'
export type DataAnswer = 'accept' | 'reject' | 'hold'

export interface SmtpTestServerOptions {
  rcpt?: (address: string) => RcptAnswer
  /** Decides the answer at the end of DATA (after the message is recorded as received). */
  data?: (message: ReceivedMessage, index: number) => DataAnswer
}

export interface SmtpTestServer {
  port: number
  url: string
  /** Every message whose DATA ended (accepted or not). */
  received: ReceivedMessage[]
  /** Messages the server answered 250 to. */
  accepted: ReceivedMessage[]
  close(): Promise<void>
}

export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMessage[] = []
  const accepted: ReceivedMessage[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    let buffer = ''
    let inData = false
    let from = ''
    let to: string[] = []
    socket.write('220 uji ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          const data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.')
          buffer = buffer.slice(end + 5)
          inData = false
          const messageId = /^Message-ID:\s*(.+)$/im.exec(data)?.[1]?.trim() ?? ''
          const message: ReceivedMessage = { from, to, data, messageId }
          received.push(message)
          const answer = options.data?.(message, received.length - 1) ?? 'accept'
          if (answer === 'accept') {
            accepted.push(message)
            socket.write('250 2.0.0 diterima\r\n')
          } else if (answer === 'reject') socket.write('554 5.7.1 ditolak\r\n')
          from = ''
          to = []
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end === -1) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-uji\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n')
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          socket.write('250 2.1.0 ok\r\n')
        } else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
          const answer = options.rcpt?.(address) ?? 'accept'
          if (answer === 'accept') {
            to.push(address)
            socket.write('250 2.1.5 ok\r\n')
          } else if (answer === 'tempfail') socket.write('450 4.2.1 coba lagi nanti\r\n')
          else socket.write('550 5.1.1 alamat tidak dikenal\r\n')
        } else if (verb === 'DATA') {
          if (to.length === 0) socket.write('554 5.5.1 tidak ada penerima\r\n')
          else {
            inData = true
            socket.write('354 lanjut\r\n')
          }
        } else if (verb === 'QUIT') socket.end('221 sampai jumpa\r\n')
        else if (verb === 'RSET') {
          from = ''
          to = []
          socket.write('250 ok\r\n')
        } else socket.write('250 ok\r\n')
      }
    })
  })
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)))
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
