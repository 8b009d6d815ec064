/**
 * The bucket address of `--to` / `--from` and the sentences Google's refusals become. The round
 * trip through a bucket runs in tests/reliability/firebase-backup-restore.test.ts.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { FirebaseBackupAccess } from '../backends/firebase/backup-access'
import { bucketProblem, type BackupBucket } from '../backends/firebase/backup-bucket'
import { addressOf, createFirebaseBackupInBucket, parseBucketAddress } from './firebase-bucket'

/** A project of one collection with three documents, twelve upload files and no account: only what a backup reads. */
function smallProject(): FirebaseBackupAccess {
  const names = Array.from({ length: 12 }, (_, i) => `blog_images/gambar-${i}.jpg`)
  const access: Partial<FirebaseBackupAccess> = {
    projectId: 'demo-kecil',
    bucketName: 'demo-kecil.appspot.com',
    label: 'proyek demo-kecil',
    collectionIds: async () => ['blogs'],
    atOneInstant: async (read) => ({
      result: await read(async (collection, after) => (collection === 'blogs' && after === null ? ['a', 'b', 'c'].map((id) => ({ id, data: { title: id } })) : [])),
      readTime: '2026-06-15T03:00:00.000Z',
    }),
    listObjects: async (prefix) => ({ objects: names.filter((n) => n.startsWith(prefix)).map((name) => ({ name, contentType: 'image/jpeg' })) }),
    downloadObject: async (name, destination) => {
      await writeFile(destination, `isi ${name}`)
      return true
    },
    listUsers: async () => ({ users: [] }),
  }
  return access as FirebaseBackupAccess
}

/** A bucket in memory that records the order of uploads, and fails the upload of `failOn`. */
function memoryBucket(failOn?: string) {
  const objects = new Map<string, Buffer>()
  const order: string[] = []
  const bucket: BackupBucket = {
    name: 'kantor-cadangan',
    list: async (prefix) => [...objects.keys()].filter((n) => n.startsWith(prefix)),
    upload: async (file, name) => {
      // A moment on the wire, so uploads overlap as they do against Google.
      await new Promise((resolve) => setTimeout(resolve, 2))
      if (failOn && name.endsWith(failOn)) throw new Error('koneksi terputus')
      objects.set(name, await readFile(file))
      order.push(name)
    },
    download: async () => false,
    delete: async (name) => {
      objects.delete(name)
    },
    close: async () => {},
  }
  return { bucket, objects, order }
}

describe('parseBucketAddress', () => {
  it('splits a gs:// address into the bucket and a prefix without slashes at either end', () => {
    expect(parseBucketAddress('gs://kantor-cadangan')).toEqual({ bucket: 'kantor-cadangan', prefix: '' })
    expect(parseBucketAddress('gs://kantor-cadangan/')).toEqual({ bucket: 'kantor-cadangan', prefix: '' })
    expect(parseBucketAddress('gs://kantor-cadangan/firebase/nightly/')).toEqual({ bucket: 'kantor-cadangan', prefix: 'firebase/nightly' })
    expect(parseBucketAddress('gs://kantor.cadangan_2/x')).toEqual({ bucket: 'kantor.cadangan_2', prefix: 'x' })
    expect(addressOf('kantor-cadangan', 'firebase/2026-06-15T03-00-00-000Z')).toBe('gs://kantor-cadangan/firebase/2026-06-15T03-00-00-000Z')
    expect(addressOf('kantor-cadangan', '')).toBe('gs://kantor-cadangan')
  })

  it('refuses an address without a bucket, a bucket name Google would refuse, and a prefix that climbs', () => {
    expect(() => parseBucketAddress('gs://')).toThrow('Alamat gs:// tanpa nama bucket')
    expect(() => parseBucketAddress('gs:///cadangan')).toThrow('tanpa nama bucket')
    expect(() => parseBucketAddress('s3://kantor-cadangan')).toThrow('bukan alamat bucket')
    expect(() => parseBucketAddress('gs://Kantor_Cadangan')).toThrow('Nama bucket Kantor_Cadangan tidak sah')
    expect(() => parseBucketAddress('gs://ab')).toThrow('tidak sah')
    expect(() => parseBucketAddress('gs://kantor-cadangan/a//b')).toThrow('Awalan a//b')
    expect(() => parseBucketAddress('gs://kantor-cadangan/../lain')).toThrow('tidak sah')
  })
})

describe('bucketProblem', () => {
  it('names a bucket that does not exist, a missing role and missing credentials, in Indonesian', () => {
    expect(bucketProblem({ code: 404, message: 'The specified bucket does not exist.' }, 'kantor-cadangan')).toContain('Bucket kantor-cadangan tidak ada')
    expect(bucketProblem({ code: 403, message: 'x does not have storage.objects.list access' }, 'kantor-cadangan')).toContain('tidak punya izin ke bucket kantor-cadangan (403)')
    expect(bucketProblem({ code: 401, message: 'Unauthorized' }, 'kantor-cadangan')).toContain('(401)')
    expect(bucketProblem(new Error('Could not load the default credentials. Browse to …'), 'kantor-cadangan')).toContain('GOOGLE_APPLICATION_CREDENTIALS')
  })

  it('leaves a missing object, and anything else, to the caller', () => {
    // An object's 404 names the bucket in its path: it is not the bucket that is missing.
    expect(bucketProblem({ code: 404, message: 'No such object: bucket-cadangan/x/manifest.json' }, 'bucket-cadangan')).toBeNull()
    expect(bucketProblem({ code: 500, message: 'backend error' }, 'kantor-cadangan')).toBeNull()
    expect(bucketProblem(undefined, 'kantor-cadangan')).toBeNull()
  })
})

describe('createFirebaseBackupInBucket', () => {
  it('uploads every file under prefix/{timestamp}/ and the manifest last; a second backup of the same instant gets a name of its own', async () => {
    const { bucket, order } = memoryBucket()
    const now = () => new Date('2026-06-15T03:00:00.000Z')
    const first = await createFirebaseBackupInBucket({ access: smallProject(), bucket, prefix: 'firebase', now })
    expect(first.address).toBe('gs://kantor-cadangan/firebase/2026-06-15T03-00-00-000Z')
    expect(order).toHaveLength(Object.keys(first.manifest.firestore.collections).length + 12 + 2)
    expect(order.at(-1)).toBe('firebase/2026-06-15T03-00-00-000Z/manifest.json')
    expect(order).toContain('firebase/2026-06-15T03-00-00-000Z/storage/blog_images/gambar-11.jpg')
    expect(first.manifest.firestore.collections.blogs!.documents).toBe(3)
    const second = await createFirebaseBackupInBucket({ access: smallProject(), bucket, prefix: 'firebase', now })
    expect(second.address).toBe('gs://kantor-cadangan/firebase/2026-06-15T03-00-00-000Z-2')
  })

  it('cut off halfway: no manifest is written, and what went up is deleted again', async () => {
    const { bucket, objects } = memoryBucket('gambar-7.jpg')
    await expect(createFirebaseBackupInBucket({ access: smallProject(), bucket, prefix: '' })).rejects.toThrow('koneksi terputus')
    expect([...objects.keys()]).toEqual([])
  })
})
