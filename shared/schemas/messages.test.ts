import { describe, expect, it } from 'vitest'
import { MSG } from './messages'

describe('messages built from the limit constants', () => {
  it('read word for word as the spec (section 5) writes them', () => {
    expect({
      pictureSize: MSG.pictureSize,
      bioMin: MSG.bioMin,
      categoryMin: MSG.categoryMin,
      categoryMax: MSG.categoryMax,
      titleMin: MSG.titleMin,
      titleMax: MSG.titleMax,
      contentMin: MSG.contentMin,
      coverSize: MSG.coverSize,
      publicationSize: MSG.publicationSize,
    }).toEqual({
      pictureSize: 'Ukuran file maksimal 10MB',
      bioMin: 'Panjang bio minimal 100 karakter',
      categoryMin: 'Nama kategori harus lebih dari 4 karakter',
      categoryMax: 'Nama kategori tidak boleh lebih dari 50 karakter',
      titleMin: 'Judul minimal 10 karakter',
      titleMax: 'Judul maksimal 200 karakter',
      contentMin: 'Konten minimal 100 karakter',
      coverSize: 'Ukuran file maksimal 10MB',
      publicationSize: 'Ukuran file publikasi maksimal 20MB',
    })
  })

  it('keep our own messages in the same words', () => {
    expect([MSG.pictureDimensions, MSG.cvSize, MSG.tagMin, MSG.tagMax, MSG.coverDimensions]).toEqual([
      'Dimensi foto profil maksimal 4000x6000 piksel',
      'Ukuran file CV maksimal 10MB',
      'Nama tag minimal 2 karakter',
      'Nama tag tidak boleh lebih dari 50 karakter',
      'Dimensi gambar sampul maksimal 6000x4000 piksel',
    ])
  })
})
