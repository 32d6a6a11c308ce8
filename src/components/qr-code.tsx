// A QR code of a text (the otpauth:// URI of an authenticator app), as an <img> with a text alternative.
// `qrcode` is imported on demand, so only the screen that shows a QR code loads it (its own chunk).
import { useEffect, useState } from 'react';
import './qr-code.css';

export interface QrCodeProps {
  value: string;
  /** Text alternative: what the code is for (the secret is shown as text beside it for manual entry). */
  alt: string;
  size?: number;
}

/** The SVG markup of `value` as a data URI (exported for tests). */
export async function qrCodeDataUri(value: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCode({ value, alt, size = 200 }: QrCodeProps) {
  const [rendered, setRendered] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeDataUri(value).then(
      (src) => current && setRendered({ value, src }),
      () => current && setRendered(null),
    );
    return () => {
      current = false;
    };
  }, [value]);
  const src = rendered?.value === value ? rendered.src : null;
  return src ? (
    <img className="qr-code" src={src} alt={alt} width={size} height={size} />
  ) : (
    <span
      className="qr-code qr-code-pending"
      role="img"
      aria-label={alt}
      aria-busy="true"
      style={{ display: 'inline-block', width: size, height: size }}
    />
  );
}
