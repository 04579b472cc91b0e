// Pixel icons of the registration method choice.
export function MailIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 12 12" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M1 2h10v8H1zM2 3v1h1v1h1v1h1v1h2V6h1V5h1V4h1V3zM2 5v4h8V5H9v1H8v1H7v1H5V7H4V6H3V5z" />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 12 12" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 0h6v1h1v10H9v1H3v-1H2V1h1zM3 2v7h6V2zM5 10v1h2v-1z" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 8 8" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M2 0h2v1h1v1h1v1h1v2H6v1H5v1H4v1H2V7h1V6h1V5h1V3H4V2H3V1H2z" />
    </svg>
  );
}
