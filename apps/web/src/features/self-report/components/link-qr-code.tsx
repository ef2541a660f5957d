import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A link as a QR code, drawn as SVG from the modules `uqr` computes (decision record 0053): one path, no
 * markup from a string, crisp at any size for a tablet held up to a phone.
 */
export function LinkQrCode({ url, label }: { url: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(url, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, size: qr.size };
  }, [url]);
  return (
    <svg
      className="self-report-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="220"
      height="220"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
