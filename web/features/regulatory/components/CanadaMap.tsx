import { type ReactNode, type SVGProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Jurisdiction, JurisdictionCode } from '../../../../common/contract/knowledge';
import { labelIn } from '../../knowledge/knowledge.labels';
import { FEDERAL_CIRCLE, MAP_SHAPES, MAP_VIEW_BOX, type MapShape } from './canada-map-data';

const INK = '#0a1e32';
const FADE = 'cursor-pointer outline-none transition-opacity duration-150';
type ToggleProps = SVGProps<SVGGElement> & { 'data-testid': string };
const shapeId = (code: JurisdictionCode) => `rv-map-${code.toLowerCase()}`;

interface CanadaMapProps {
  jurisdictions: readonly Jurisdiction[];
  selected: JurisdictionCode | null;
  onToggle: (code: JurisdictionCode) => void;
  /** Lets the page give focus back to a shape when the panel closes. */
  shapeRef: (code: JurisdictionCode, element: SVGGElement | null) => void;
  panelId: string;
}

/**
 * The clickable map: each province, territory and the FED circle is a toggle button (Tab to reach it,
 * Enter or Space to toggle, aria-pressed when its panel is open). Hover and keyboard focus draw an
 * outline on top of every shape, so neighbours never hide it.
 */
export function CanadaMap({ jurisdictions, selected, onToggle, shapeRef, panelId }: CanadaMapProps) {
  const { t, i18n } = useTranslation('regulatory');
  const [highlighted, setHighlighted] = useState<JurisdictionCode | null>(null);
  const byCode = new Map(jurisdictions.map((jurisdiction) => [jurisdiction.code, jurisdiction]));
  const federal = byCode.get('FEDERAL');

  const opacityOf = (code: JurisdictionCode) => {
    if (code === selected || code === highlighted) return 1;
    return selected ? 0.5 : 0.88;
  };

  const toggleProps = (code: JurisdictionCode): ToggleProps => {
    const jurisdiction = byCode.get(code);
    return {
      ref: (element: SVGGElement | null) => shapeRef(code, element),
      role: 'button',
      tabIndex: 0,
      'aria-label': jurisdiction ? labelIn(jurisdiction.name, i18n.language) : code,
      'aria-pressed': code === selected,
      'aria-controls': panelId,
      'data-testid': `map-${code}`,
      onClick: () => onToggle(code),
      onKeyDown: (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onToggle(code);
        }
      },
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') setHighlighted(code);
      },
      onPointerLeave: () => setHighlighted((current) => (current === code ? null : current)),
      onFocus: (event) => {
        if (event.currentTarget.matches(':focus-visible')) setHighlighted(code);
      },
      onBlur: () => setHighlighted((current) => (current === code ? null : current)),
    };
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; the role keeps its buttons exposed.
    <svg
      viewBox={MAP_VIEW_BOX}
      role="group"
      aria-label={t('map.label')}
      className="h-auto w-full select-none"
      data-testid="canada-map"
    >
      {MAP_SHAPES.map((shape) => (
        <ProvinceShape
          key={shape.code}
          shape={shape}
          color={byCode.get(shape.code)?.color ?? '#64748b'}
          opacity={opacityOf(shape.code)}
          toggle={toggleProps(shape.code)}
        />
      ))}

      <g {...toggleProps('FEDERAL')} style={{ opacity: opacityOf('FEDERAL') }} className={FADE}>
        {/* Paint is set on a wrapper, not on the shape, so the outline's <use> can restyle its copy. */}
        <g fill={federal?.color ?? '#64748b'} stroke="#ffffff" strokeWidth={2}>
          <circle
            id={shapeId('FEDERAL')}
            cx={FEDERAL_CIRCLE.x}
            cy={FEDERAL_CIRCLE.y}
            r={FEDERAL_CIRCLE.r}
            vectorEffect="non-scaling-stroke"
          />
        </g>
        <MapText x={FEDERAL_CIRCLE.x} y={FEDERAL_CIRCLE.y} size={34}>
          {t('map.federalShort')}
        </MapText>
        {federal && (
          <text
            x={FEDERAL_CIRCLE.x}
            y={FEDERAL_CIRCLE.y + FEDERAL_CIRCLE.r + 32}
            textAnchor="middle"
            fontSize={26}
            fontWeight={600}
            fill="#1e293b"
          >
            {labelIn(federal.name, i18n.language)}
          </text>
        )}
      </g>

      {/* Outlines drawn last, on top of every shape, with a white halo so they show on any colour. */}
      {highlighted && highlighted !== selected && <Outline code={highlighted} width={2} />}
      {selected && <Outline code={selected} width={3.5} />}
    </svg>
  );
}

function ProvinceShape({
  shape,
  color,
  opacity,
  toggle,
}: {
  shape: MapShape;
  color: string;
  opacity: number;
  toggle: ToggleProps;
}) {
  const { code, path, label, anchor } = shape;
  return (
    <g {...toggle} style={{ opacity }} className={FADE}>
      <g fill={color} stroke="#ffffff" strokeWidth={1} strokeLinejoin="round">
        <path id={shapeId(code)} d={path} vectorEffect="non-scaling-stroke" />
      </g>
      {anchor ? (
        <>
          <line
            x1={anchor.x}
            y1={anchor.y}
            x2={label.x}
            y2={label.y}
            stroke={color}
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
          <rect
            x={label.x - 31}
            y={label.y - 19}
            width={62}
            height={38}
            rx={19}
            fill={color}
            stroke="#ffffff"
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
          <MapText x={label.x} y={label.y} size={23}>
            {code}
          </MapText>
        </>
      ) : (
        <MapText x={label.x} y={label.y} size={26}>
          {code}
        </MapText>
      )}
    </g>
  );
}

/** A code written on the map; children of a button are presentational, so readers hear its name only. */
function MapText({ x, y, size, children }: { x: number; y: number; size: number; children: ReactNode }) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={size}
      fontWeight={700}
      fill="#ffffff"
      pointerEvents="none"
    >
      {children}
    </text>
  );
}

function Outline({ code, width }: { code: JurisdictionCode; width: number }) {
  const common = {
    href: `#${shapeId(code)}`,
    fill: 'none',
    vectorEffect: 'non-scaling-stroke',
    strokeLinejoin: 'round',
    pointerEvents: 'none',
  } as const;
  return (
    <g>
      <use {...common} stroke="#ffffff" strokeWidth={width + 3} />
      <use {...common} stroke={INK} strokeWidth={width} />
    </g>
  );
}
