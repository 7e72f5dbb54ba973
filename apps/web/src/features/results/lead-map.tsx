/**
 * The results map, loaded only when the map view is opened (leaflet and its CSS stay out of
 * the results chunk). Canvas-rendered circle markers keep thousands of points smooth.
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LeadPointsResponse } from '@leadatlas/shared';

export type LeadPoint = LeadPointsResponse['items'][number];

function popupContent(point: LeadPoint): HTMLElement {
  const root = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = point.name;
  root.appendChild(name);
  if (point.city) {
    const city = document.createElement('div');
    city.textContent = point.city;
    root.appendChild(city);
  }
  return root;
}

function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export default function LeadMap({
  points,
  tileUrl,
  attribution,
  dark,
  label,
  onTileError,
}: {
  points: readonly LeadPoint[];
  tileUrl: string;
  attribution: string;
  dark: boolean;
  label: string;
  onTileError: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.FeatureGroup | null>(null);
  const tileError = useRef(onTileError);
  useEffect(() => {
    tileError.current = onTileError;
  });

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      preferCanvas: true,
      worldCopyJump: true,
      center: [20, 0],
      zoom: 2,
    });
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 });
    tiles.on('tileerror', () => tileError.current());
    tiles.addTo(instance);
    markers.current = L.featureGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      markers.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const instance = map.current;
    const group = markers.current;
    if (!instance || !group) return;
    group.clearLayers();
    const stroke = themeColor('--background', dark ? '#0b1120' : '#ffffff');
    const fill = themeColor('--primary', '#1d4ed8');
    for (const point of points) {
      L.circleMarker([point.lat, point.lon], {
        radius: 6,
        color: stroke,
        weight: 1,
        fillColor: fill,
        fillOpacity: 0.85,
      })
        .bindPopup(() => popupContent(point))
        .addTo(group);
    }
    if (points.length > 0) {
      instance.fitBounds(group.getBounds(), { padding: [32, 32], maxZoom: 15 });
    }
  }, [points, dark, tileUrl, attribution]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className="h-full w-full dark:[&_.leaflet-tile-pane]:brightness-[.7] dark:[&_.leaflet-tile-pane]:contrast-[1.1]"
    />
  );
}
