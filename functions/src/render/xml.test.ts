import { describe, expect, it } from 'vitest'
import { escapeXml } from './xml'

describe('escapeXml', () => {
  it('makes markup characters entities', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;')
  })

  it('keeps tab, line breaks and every character XML allows', () => {
    const text = 'a\tb\nc\r\nd Ä 法 👩🏽‍⚖️ \u2028 \ufffd'
    expect(escapeXml(text)).toBe(text)
  })

  it('drops what XML 1.0 forbids or discourages, so no title can break a feed', () => {
    expect(escapeXml('a\u0000b\u0008c\u000bd\u000ce\u001bf\u007fg\u0085h\u009bi\ufffej\uffffk')).toBe('abcdefghijk')
  })

  it('turns a surrogate without its pair into U+FFFD and keeps pairs', () => {
    expect(escapeXml('a\ud800b\udc00c\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ud83d\ude00')
  })

  it('leaves only characters a strict XML 1.0 reader accepts, whatever the text', () => {
    let all = ''
    for (let code = 0; code < 0x10000; code++) all += String.fromCharCode(code)
    // XML 1.0 §2.2: Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
    // (Adjacent surrogates in the input, such as U+DBFF U+DC00, make a valid pair.)
    const outside = escapeXml(all).match(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu) ?? []
    expect(outside.map((char) => char.charCodeAt(0).toString(16))).toEqual([])
  })
})
