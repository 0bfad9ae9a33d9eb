import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A line chart of daily figures on uPlot (issue 21): about 20 KB gzipped, canvas-drawn (two years of
 * days draw in milliseconds), loaded only with the analytics screens. Its colours are read from the
 * Radix theme's variables, so light and dark both read well; it redraws at its container's width.
 */
export interface Series {
  label: string;
  values: number[];
  /** A Radix colour scale's step 9 variable, e.g. --accent-9. */
  colour: string;
}

export function TimeChart({ days, series, label, height = 240 }: { days: string[]; series: Series[]; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const css = getComputedStyle(element);
    const colour = (name: string) => css.getPropertyValue(name).trim() || '#888';
    const axis = { stroke: colour('--gray-11'), grid: { stroke: colour('--gray-a4'), width: 1 }, ticks: { stroke: colour('--gray-a5'), width: 1 } };
    const x = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 56 }],
        series: [
          {},
          ...series.map((s) => ({ label: s.label, stroke: colour(s.colour), width: 2, fill: `${colour(s.colour)}22`, points: { show: days.length <= 31 } })),
        ],
      },
      [x, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, height]);
  return <div ref={box} role="img" aria-label={label} className="analytics-chart" style={{ width: '100%' }} />;
}
