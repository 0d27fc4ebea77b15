// The pragma is needed because tsconfig.json includes server/**/*.ts only: tsx (the bench, scripts)
// would otherwise compile this file with the classic React.createElement runtime.
import { Circle, Path, Svg } from '@react-pdf/renderer';

const SHIELD = 'M16 2 28 6v9c0 7.5-5.2 13.2-12 15C9.2 28.2 4 22.5 4 15V6z';

/**
 * The RisqueVision mark of web/ui/Logo.tsx (a shield holding an eye), drawn as vectors. As a
 * watermark it is the shield and eye outline in faint white, for the navy band of the cover.
 */
export function LogoMark({ size, watermark = false }: { size: number; watermark?: boolean }) {
  if (watermark) {
    return (
      <Svg viewBox="0 0 32 32" width={size} height={size}>
        <Path d={SHIELD} fill="#ffffff" fillOpacity={0.05} />
        <Path d="M16 2 28 6v9c0 7.5-5.2 13.2-12 15z" fill="#ffffff" fillOpacity={0.04} />
        <Path d="M7.5 16c2.6-4.6 14.4-4.6 17 0-2.6 4.6-14.4 4.6-17 0z" fill="#ffffff" fillOpacity={0.06} />
      </Svg>
    );
  }
  return (
    <Svg viewBox="0 0 32 32" width={size} height={size}>
      <Path d={SHIELD} fill="#0f2d4a" />
      <Path d="M16 2 28 6v9c0 7.5-5.2 13.2-12 15z" fill="#174a77" />
      <Path d="M7.5 16c2.6-4.6 14.4-4.6 17 0-2.6 4.6-14.4 4.6-17 0z" fill="#ffffff" />
      <Circle cx="16" cy="16" r="3.4" fill="#f5b700" />
      <Circle cx="16" cy="16" r="1.5" fill="#0f2d4a" />
    </Svg>
  );
}
