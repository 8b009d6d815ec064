import { describe, expect, it } from 'vitest'
import { EMBED_ADDRESS_INVALID, EMBED_HOST_REFUSED, embedSource, STORED_EMBED_SRC } from './embeds'

describe('embedSource', () => {
  it('turns the addresses staff copy from YouTube and Vimeo into the privacy-minded players', () => {
    const youtube = { src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', provider: 'youtube' }
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ',
    ])
      expect(embedSource(url), url).toEqual(youtube)
    const vimeo = { src: 'https://player.vimeo.com/video/76979871?dnt=1', provider: 'vimeo' }
    for (const url of ['https://vimeo.com/76979871', 'https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?h=abc']) expect(embedSource(url), url).toEqual(vimeo)
    for (const result of [youtube, vimeo]) expect(result.src).toMatch(STORED_EMBED_SRC)
  })

  it('refuses other hosts and unreadable addresses, saying why in Indonesian', () => {
    for (const url of ['https://evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'https://dailymotion.com/video/x1', 'javascript:alert(1)', 'ftp://vimeo.com/1'])
      expect(embedSource(url), url).toEqual({ problem: EMBED_HOST_REFUSED })
    for (const url of ['bukan alamat', 'https://www.youtube.com/watch?v=pendek', 'https://vimeo.com/about', 'https://youtu.be/'])
      expect(embedSource(url), url).toEqual({ problem: EMBED_ADDRESS_INVALID })
  })
})
