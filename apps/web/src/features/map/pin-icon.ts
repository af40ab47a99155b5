import L from "leaflet";

/**
 * The marker as inline SVG: Leaflet's default icons are image files that bundlers do not
 * copy, so they would show as broken images. The point of the pin is the picked location.
 */
export const pinIcon = L.divIcon({
  className: "kesht-map-pin",
  html: `<svg viewBox="0 0 36 48" width="36" height="48" aria-hidden="true" focusable="false">
    <path d="M18 46C18 46 33 29.5 33 18A15 15 0 0 0 3 18C3 29.5 18 46 18 46Z" fill="#1d4ed8" stroke="#fff" stroke-width="2.5"/>
    <circle cx="18" cy="18" r="6" fill="#fff"/>
  </svg>`,
  iconSize: [36, 48],
  iconAnchor: [18, 46],
});
