/**
 * One site's funnel as a horizontal bar chart drawn with visx (SVG, React 19): a bar per stage, its session count
 * at its end. The SVG is one image for assistive technology, named by a sentence with every number; colours come
 * from the brand theme.
 */
import { useTheme } from '@emotion/react';
import { AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { FunnelStage } from '@sf/contracts/analytics-ingest';

const WIDTH = 520;
const ROW_HEIGHT = 34;
const MARGIN = { top: 4, right: 64, bottom: 4, left: 116 };

export interface FunnelChartProps {
  stages: ReadonlyArray<{ stage: FunnelStage; sessions: number }>;
  /** Stage names in the page's language. */
  stageLabel: (stage: FunnelStage) => string;
  /** The accessible name: the site and every figure in words. */
  label: string;
  formatNumber: (value: number) => string;
}

export function FunnelChart({ stages, stageLabel, label, formatNumber }: FunnelChartProps) {
  const theme = useTheme();
  const height = MARGIN.top + MARGIN.bottom + ROW_HEIGHT * stages.length;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const y = scaleBand<FunnelStage>({ domain: stages.map((entry) => entry.stage), range: [0, height - MARGIN.top - MARGIN.bottom], padding: 0.2 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...stages.map((entry) => entry.sessions))], range: [0, innerWidth] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" style={{ maxWidth: WIDTH }} role="img" aria-label={label} data-testid="funnel-chart">
      <Group top={MARGIN.top} left={MARGIN.left}>
        {stages.map((entry) => {
          const top = y(entry.stage) ?? 0;
          const width = x(entry.sessions);
          return (
            <Group key={entry.stage}>
              <Bar x={0} y={top} width={width} height={y.bandwidth()} fill={theme.colors.primary} rx={2} />
              <text x={width + 6} y={top + y.bandwidth() / 2} dominantBaseline="middle" fill={theme.colors.text} fontSize={13}>
                {formatNumber(entry.sessions)}
              </text>
            </Group>
          );
        })}
        <AxisLeft
          scale={y}
          tickFormat={(stage) => stageLabel(stage)}
          hideTicks
          stroke={theme.colors.border}
          tickLabelProps={{ fill: theme.colors.text, fontSize: 13, textAnchor: 'end', dominantBaseline: 'middle', dx: -6 }}
        />
      </Group>
    </svg>
  );
}
