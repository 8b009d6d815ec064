/**
 * The bucket address of `--to` / `--from` and the sentences Google's refusals become. The round
 * trip through a bucket runs in tests/reliability/firebase-backup-restore.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { bucketProblem } from '../backends/firebase/backup-bucket'
import { addressOf, parseBucketAddress } from './firebase-bucket'

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
