import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';
import type { FunnelStage } from '../model/funnel';

const CHART_HEIGHT = 176;
const FALLBACK_WIDTH = 280;

/** The element's content width, followed as it resizes; a fallback until it has been measured. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      // Zero means not laid out (hidden, or a test DOM): keep drawing at the fallback size.
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The progress funnel as horizontal bars (recharts). Its own module so it loads with React.lazy
 * after the page, in a chunk of its own. Hidden from assistive technology: the progress card
 * carries the same numbers as a table.
 */
export default function ProgressChart({ data }: { data: FunnelStage[] }) {
  const { ref, width } = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} aria-hidden="true" className="w-full" style={{ height: CHART_HEIGHT }}>
      <BarChart
        width={width}
        height={CHART_HEIGHT}
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 36, bottom: 4, left: 4 }}
        barCategoryGap={6}
      >
        <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
        <YAxis
          type="category"
          dataKey="stage"
          width={84}
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
        />
        <Bar dataKey="count" fill="var(--color-primary)" radius={4} isAnimationActive={false}>
          <LabelList dataKey="count" position="right" fill="var(--color-foreground)" fontSize={12} />
        </Bar>
      </BarChart>
    </div>
  );
}
