// Types for the two untyped packages the readers use, limited to what they call.

declare module 'word-extractor' {
  interface WordDocument {
    getBody(): string;
    getFootnotes(): string;
    getEndnotes(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getAnnotations(): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}

declare module 'heic-convert' {
  function convert(input: {
    buffer: Uint8Array;
    format: 'JPEG' | 'PNG';
    quality?: number;
  }): Promise<Uint8Array>;
  export default convert;
}
