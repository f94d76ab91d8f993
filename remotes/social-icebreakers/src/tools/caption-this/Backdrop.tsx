/** The scene's setting drawn behind everything: beach, Moon, office, forest, snow, city, kitchen or sea. */
import type { ReactNode } from 'react';
import type { Setting } from './scene';

/** The picture's size in SVG units (SceneArt's view box), and where the ground starts. */
export const W = 320;
export const H = 220;
const GROUND = 170;

export function Backdrop({ setting }: { setting: Setting }): ReactNode {
  switch (setting) {
    case 'beach':
      return (
        <>
          <rect width={W} height={H} fill="#8fd3ff" />
          <circle cx={270} cy={40} r={22} fill="#ffd84d" />
          <rect y={130} width={W} height={40} fill="#2f8fd8" />
          <rect y={GROUND} width={W} height={H - GROUND} fill="#f1d59a" />
        </>
      );
    case 'moon':
      return (
        <>
          <rect width={W} height={H} fill="#0d1030" />
          {[20, 60, 110, 150, 210, 240, 300].map((x, i) => (
            <circle key={x} cx={x} cy={15 + ((i * 37) % 90)} r={1.6} fill="#fff" />
          ))}
          <circle cx={260} cy={50} r={24} fill="#2f7fd8" />
          <path d="M246 42 q8 -10 18 -2 q6 8 -4 14 q-10 4 -14 -12z" fill="#4caf50" />
          <rect y={GROUND} width={W} height={H - GROUND} fill="#b8b8c4" />
          <ellipse cx={60} cy={190} rx={18} ry={5} fill="#9c9cab" />
          <ellipse cx={230} cy={200} rx={24} ry={6} fill="#9c9cab" />
        </>
      );
    case 'office':
      return (
        <>
          <rect width={W} height={H} fill="#e8e2d4" />
          <rect x={200} y={25} width={90} height={70} fill="#a9d8f5" stroke="#6d6a63" strokeWidth={4} />
          <line x1={245} y1={25} x2={245} y2={95} stroke="#6d6a63" strokeWidth={3} />
          <rect x={30} y={30} width={40} height={50} fill="#fff" stroke="#c9c2b2" />
          <rect y={GROUND} width={W} height={H - GROUND} fill="#8a7a66" />
          <rect x={10} y={135} width={110} height={10} fill="#7b5a3a" />
          <rect x={18} y={145} width={8} height={25} fill="#7b5a3a" />
          <rect x={104} y={145} width={8} height={25} fill="#7b5a3a" />
        </>
      );
    case 'forest':
      return (
        <>
          <rect width={W} height={H} fill="#cdeccf" />
          {[30, 95, 250, 300].map((x) => (
            <g key={x}>
              <rect x={x - 5} y={110} width={10} height={60} fill="#7a5230" />
              <polygon points={`${x - 30},120 ${x},40 ${x + 30},120`} fill="#2e7d32" />
            </g>
          ))}
          <rect y={GROUND} width={W} height={H - GROUND} fill="#6fa85a" />
        </>
      );
    case 'snow':
      return (
        <>
          <rect width={W} height={H} fill="#dcecff" />
          <polygon points="0,150 70,50 140,150" fill="#8aa0b8" />
          <polygon points="50,78 70,50 90,78 70,70" fill="#fff" />
          <polygon points="150,150 240,30 320,150" fill="#7990a8" />
          <polygon points="214,64 240,30 266,64 240,56" fill="#fff" />
          <rect y={GROUND - 20} width={W} height={H - GROUND + 20} fill="#fafcff" />
          {[40, 120, 190, 280].map((x, i) => (
            <circle key={x} cx={x} cy={20 + i * 25} r={3} fill="#fff" />
          ))}
        </>
      );
    case 'city':
      return (
        <>
          <rect width={W} height={H} fill="#1b1f3a" />
          <circle cx={50} cy={35} r={14} fill="#f6f0c4" />
          {[0, 50, 95, 160, 215, 265].map((x, i) => (
            <g key={x}>
              <rect x={x} y={70 + ((i * 23) % 50)} width={45} height={120} fill={i % 2 ? '#2c3258' : '#363d6b'} />
              <rect x={x + 8} y={85 + ((i * 23) % 50)} width={8} height={8} fill="#ffd84d" />
              <rect x={x + 26} y={105 + ((i * 23) % 50)} width={8} height={8} fill="#ffd84d" />
            </g>
          ))}
          <rect y={GROUND} width={W} height={H - GROUND} fill="#3a3a44" />
        </>
      );
    case 'kitchen':
      return (
        <>
          <rect width={W} height={H} fill="#fff4dc" />
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <rect key={i} x={i * 40} y={100} width={38} height={18} fill="#dbe9f4" />
          ))}
          <rect x={190} y={20} width={110} height={45} fill="#c98c4a" />
          <rect y={GROUND - 45} width={W} height={10} fill="#8d6e63" />
          <rect y={GROUND} width={W} height={H - GROUND} fill="#d9c2a0" />
          <rect x={230} y={116} width={40} height={10} fill="#555" />
        </>
      );
    case 'underwater':
      return (
        <>
          <rect width={W} height={H} fill="#0b6aa2" />
          {[60, 150, 270].map((x, i) => (
            <circle key={x} cx={x} cy={40 + i * 20} r={5} fill="none" stroke="#bfe8ff" strokeWidth={2} />
          ))}
          <path d="M30 170 q-10 -30 0 -60 q10 30 0 60" fill="#2e9d5a" />
          <path d="M290 170 q-12 -40 0 -80 q12 40 0 80" fill="#2e9d5a" />
          <ellipse cx={240} cy={70} rx={16} ry={8} fill="#ff9f43" />
          <polygon points="254,70 266,62 266,78" fill="#ff9f43" />
          <rect y={GROUND} width={W} height={H - GROUND} fill="#e5cf96" />
        </>
      );
  }
}
