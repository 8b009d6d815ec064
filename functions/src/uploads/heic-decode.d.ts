/** The part of heic-decode (libheif compiled to WebAssembly) the HEIC conversion uses; it ships no types. */
declare module 'heic-decode' {
  interface HeicImage {
    width: number
    height: number
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>
  }
  const decode: HeicDecode
  export default decode
}
