/**
 * Airports a Hong Kong company's staff commonly fly between, by IATA code: [latitude, longitude]
 * in degrees (WGS84, from the airports' published reference points, rounded to 0.01°). A code not
 * listed is refused with a message (the months can still be entered as passenger-km).
 */
const AIRPORTS: Record<string, [number, number]> = {
  HKG: [22.31, 113.92],
  MFM: [22.15, 113.59],
  CAN: [23.39, 113.3],
  SZX: [22.64, 113.81],
  PEK: [40.08, 116.58],
  PKX: [39.51, 116.41],
  PVG: [31.14, 121.81],
  SHA: [31.2, 121.34],
  CTU: [30.58, 103.95],
  XMN: [24.54, 118.13],
  TPE: [25.08, 121.23],
  NRT: [35.77, 140.39],
  HND: [35.55, 139.78],
  KIX: [34.43, 135.24],
  ICN: [37.46, 126.44],
  SIN: [1.36, 103.99],
  BKK: [13.69, 100.75],
  KUL: [2.75, 101.71],
  MNL: [14.51, 121.02],
  CGK: [-6.13, 106.66],
  SGN: [10.82, 106.65],
  HAN: [21.22, 105.81],
  DEL: [28.57, 77.1],
  BOM: [19.09, 72.87],
  DXB: [25.25, 55.36],
  DOH: [25.27, 51.61],
  SYD: [-33.95, 151.18],
  MEL: [-37.67, 144.84],
  AKL: [-37.01, 174.79],
  LHR: [51.47, -0.45],
  CDG: [49.01, 2.55],
  FRA: [50.04, 8.56],
  AMS: [52.31, 4.76],
  ZRH: [47.46, 8.55],
  JFK: [40.64, -73.78],
  SFO: [37.62, -122.38],
  LAX: [33.94, -118.41],
  YVR: [49.19, -123.18],
  YYZ: [43.68, -79.63],
};

export const knownAirport = (code: string) => code in AIRPORTS;

const EARTH_RADIUS_KM = 6371.0088; // IUGG mean radius
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance between two airports in whole kilometres (haversine on the mean sphere;
 * the GHG Protocol's and DEFRA's flight factors are per great-circle passenger-km), or undefined
 * when either code is unknown.
 */
export function greatCircleKm(from: string, to: string): number | undefined {
  const a = AIRPORTS[from];
  const b = AIRPORTS[to];
  if (!a || !b) return undefined;
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}
