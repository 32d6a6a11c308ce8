// The part of pdfkit (0.17, no bundled types) that server/academy/pdf.ts uses.
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    characterSpacing?: number;
  }
  class PDFDocument {
    constructor(options?: {
      size?: string | [number, number];
      layout?: 'portrait' | 'landscape';
      margin?: number;
      compress?: boolean;
      lang?: string;
      info?: Record<string, string | Date>;
    });
    readonly page: { width: number; height: number };
    registerFont(name: string, src: string | Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    rect(x: number, y: number, width: number, height: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(color?: string): this;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): void;
  }
  export default PDFDocument;
}
