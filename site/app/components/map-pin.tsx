/**
 * The place picker's map (docs/offline.md, "Places"): Leaflet through react-leaflet, loaded only
 * when "Pick on the map" is pressed on a page with a place picker (a lazy chunk, never in the
 * first visit). A tap or a drag of the pin moves the point. Tiles and their attribution are the
 * site's settings (MAP_TILE_URL, MAP_TILE_ATTRIBUTION).
 */
import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export type Point = { latitude: number; longitude: number };

/** Nigeria's middle, when no place is set yet. */
const NIGERIA: Point = { latitude: 9.082, longitude: 8.6753 };

// A pin drawn in CSS: no marker images to load (and none for the CSP to allow).
const pin = divIcon({ className: 'map-pin', iconSize: [24, 24], iconAnchor: [12, 24] });

function Clicks({ onPick }: { onPick: (p: Point) => void }) {
  useMapEvents({ click: (e: LeafletMouseEvent) => onPick({ latitude: e.latlng.lat, longitude: e.latlng.lng }) });
  return null;
}

/** Moves the map to the point whenever it changes (a chosen LGA, "Use my location"). */
function FollowPoint({ point }: { point: Point | null }) {
  const map = useMap();
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (latitude !== undefined && longitude !== undefined) map.setView([latitude, longitude], Math.max(map.getZoom(), 13));
  }, [map, latitude, longitude]);
  return null;
}

export default function MapPin({ point, onPick, tileUrl, attribution, label }: { point: Point | null; onPick: (p: Point) => void; tileUrl: string; attribution: string; label: string }) {
  const centre = point ?? NIGERIA;
  const handlers = useMemo(
    () => ({
      dragend: (e: { target: LeafletMarker }) => {
        const at = e.target.getLatLng();
        onPick({ latitude: at.lat, longitude: at.lng });
      },
    }),
    [onPick],
  );
  return (
    <div className="map-pin-box" role="group" aria-label={label}>
      <MapContainer center={[centre.latitude, centre.longitude]} zoom={point ? 13 : 6} scrollWheelZoom={false} style={{ height: 280 }}>
        <TileLayer url={tileUrl} attribution={attribution.replace(/[<>&]/g, '')} />
        <Clicks onPick={onPick} />
        <FollowPoint point={point} />
        {point ? <Marker position={[point.latitude, point.longitude]} icon={pin} draggable eventHandlers={handlers} /> : null}
      </MapContainer>
    </div>
  );
}
