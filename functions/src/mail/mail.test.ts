import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, outboxDir } from './create-mailer'
import { mailHtml, mailText } from './mail-text'
import { fromHeader, headerText, type MailMessage } from './mailer'
import { createOutboxMailer } from './outbox-mailer'
import { createSmtpMailer } from './smtp-mailer'

const HOSTILE = 'Budi <script>alert(1)</script>\r\nBcc: korban@example.test'

const message = (over: Partial<MailMessage> = {}): MailMessage => ({
  id: 'inquiry-abc-notification',
  to: ['kantor@example.test'],
  replyTo: 'budi@example.test',
  fromName: 'Firma "Contoh"\r\nX-Evil: 1',
  subject: `Pesan baru dari ${HOSTILE}`,
  text: `Halo\n${HOSTILE}`,
  html: mailHtml({ heading: 'Pesan baru', intro: [HOSTILE], rows: [{ label: 'Nama', value: HOSTILE }], quote: { label: 'Pesan', text: HOSTILE } }),
  ...over,
})

/** The header block of an RFC 5322 message, unfolded (RFC 5322 section 2.2.3). */
function headers(eml: string): string[] {
  return eml.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ').split('\r\n')
}

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('header and body text', () => {
  it('flattens anything that could end a header line, and quotes display names safely', () => {
    expect(headerText('a\r\nBcc: x@y\u2028z\u0000')).toBe('a Bcc: x@y z')
    expect(fromHeader('noreply@example.test', 'Firma "A"\\\r\nX: 1')).toBe('"Firma A X: 1" <noreply@example.test>')
    expect(headerText('x'.repeat(300))).toHaveLength(200)
  })

  it('escapes every value in the HTML part and keeps links to safe schemes only', () => {
    const html = mailHtml({
      heading: '<b>Judul</b>',
      intro: ['"><img src=x onerror=alert(1)>'],
      rows: [
        { label: 'Email', value: 'a@b.test', href: 'mailto:a@b.test' },
        { label: 'Situs', value: 'klik', href: 'javascript:alert(1)' },
      ],
      quote: { label: 'Pesan', text: '<script>alert(2)</script>\n\nbaris' },
    })
    expect(html).not.toMatch(/<script|<img|<b>Judul|href="javascript/i)
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(html).toContain('<a href="mailto:a@b.test">a@b.test</a>')
    expect(mailText({ heading: 'H', intro: ['i'], rows: [{ label: 'Telepon', value: '' }] })).toBe('H\n\ni\n\nTelepon: -\n')
  })
})

describe('the outbox mailer', () => {
  it('writes one RFC 5322 file per message, headers free of anything the visitor typed as a header', async () => {
    const mailer = createOutboxMailer({ dir, from: 'noreply@example.test' })
    const receipt = await mailer.send(message())
    expect(receipt.ref).toBe(path.join(dir, 'inquiry-abc-notification.eml'))
    const eml = await readFile(receipt.ref, 'utf8')
    const lines = headers(eml)
    expect(lines.filter((line) => /^bcc:/i.test(line))).toEqual([])
    expect(lines.filter((line) => /^x-evil:/i.test(line))).toEqual([])
    expect(lines).toContain('To: kantor@example.test')
    expect(lines).toContain('Reply-To: budi@example.test')
    expect(lines).toContain('Message-ID: <inquiry-abc-notification@example.test>')
    expect(lines.find((line) => line.startsWith('Subject:'))).toMatch(/^Subject: /)
    expect(eml).toContain('Content-Type: text/html; charset=utf-8')
    // The plain-text part carries the characters as typed (inert there); the HTML part only escaped.
    expect(eml.split('Content-Type: text/html')[1]!.replace(/=\r\n/g, '')).not.toMatch(/<script>alert/)
  })

  it('leaves the one file when the same message is sent again', async () => {
    const mailer = createOutboxMailer({ dir, from: 'noreply@example.test' })
    await mailer.send(message({ id: 'twice' }))
    await mailer.send(message({ id: 'twice', subject: 'lain' }))
    expect((await readdir(dir)).filter((name) => name.startsWith('twice'))).toEqual(['twice.eml'])
  })

  it('refuses ids that are not file-name safe', async () => {
    const mailer = createOutboxMailer({ dir, from: 'noreply@example.test' })
    await expect(mailer.send(message({ id: '../escape' }))).rejects.toThrow(/invalid message id/)
  })
})

/** A minimal SMTP server (RFC 5321): accepts or refuses every message, keeps what it received. */
function smtpServer(accept: boolean) {
  const received: string[] = []
  const server = net.createServer((socket) => {
    let data = false
    let buffer = ''
    socket.write('220 uji ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = data ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) !== -1) {
        if (data) {
          received.push(buffer.slice(0, end))
          buffer = buffer.slice(end + 5)
          data = false
          socket.write(accept ? '250 2.0.0 diterima\r\n' : '554 5.7.1 ditolak\r\n')
          continue
        }
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-uji\r\n250 8BITMIME\r\n')
        else if (verb === 'DATA') {
          data = true
          socket.write('354 lanjut\r\n')
        } else if (verb === 'QUIT') socket.end('221 sampai jumpa\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return {
    received,
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('the SMTP mailer', () => {
  it('delivers the message to the server', async () => {
    const server = smtpServer(true)
    const port = await server.listen()
    try {
      const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@example.test' })
      const receipt = await mailer.send(message())
      expect(receipt.ref).toContain('diterima')
      expect(server.received).toHaveLength(1)
      const lines = headers(server.received[0]!)
      expect(lines).toContain('To: kantor@example.test')
      expect(lines.filter((line) => /^bcc:/i.test(line))).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('rejects when the server refuses or cannot be reached, so the message stays pending', async () => {
    const server = smtpServer(false)
    const port = await server.listen()
    try {
      await expect(createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@example.test' }).send(message())).rejects.toThrow(/ditolak/)
    } finally {
      await server.close()
    }
    const started = Date.now()
    await expect(createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@example.test', timeoutMs: 1000 }).send(message())).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('createMailer', () => {
  it('chooses SMTP when configured, else the outbox on the embedded backend and the mail collection on Firebase', () => {
    const base = { dataDir: dir, publicBaseUrl: 'https://www.example.test' }
    expect(createMailer({ name: 'embedded' }, { ...base, mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'a@example.test' } }).transport).toBe('smtp')
    expect(createMailer({ name: 'embedded' }, base).transport).toBe('outbox')
    expect(createMailer({ name: 'firebase' }, base).transport).toBe('firestore')
    expect(outboxDir('/data')).toBe(path.resolve('/data/outbox'))
  })
})
