/** The prop the character holds or stands by: umbrella, pizza, balloon, coffee, trophy, laptop or sign. */
import type { ReactNode } from 'react';
import type { Scene } from './scene';

export function PropArt({ scene, x }: { scene: Scene; x: number }): ReactNode {
  const hx = x + 40;
  switch (scene.prop) {
    case 'umbrella':
      return (
        <>
          <line x1={hx} y1={70} x2={hx} y2={145} stroke="#333" strokeWidth={3} />
          <path d={`M${hx - 36} 72 q36 -44 72 0z`} fill="#e53935" stroke="#8e1c1a" strokeWidth={2} />
        </>
      );
    case 'pizza':
      return (
        <>
          <polygon points={`${hx - 12},118 ${hx + 22},112 ${hx + 6},148`} fill="#ffca28" stroke="#c77800" strokeWidth={3} />
          <circle cx={hx + 4} cy={122} r={3} fill="#c62828" />
          <circle cx={hx + 10} cy={132} r={3} fill="#c62828" />
        </>
      );
    case 'balloon':
      return (
        <>
          <path d={`M${hx} 140 q8 -30 -2 -56`} stroke="#555" strokeWidth={1.5} fill="none" />
          <ellipse cx={hx - 2} cy={62} rx={16} ry={20} fill="#e53935" />
        </>
      );
    case 'coffee':
      return (
        <>
          <rect x={hx - 10} y={122} width={20} height={24} rx={3} fill="#fff" stroke="#5d4037" strokeWidth={2} />
          <path d={`M${hx + 10} 128 q10 0 0 12`} stroke="#5d4037" strokeWidth={2} fill="none" />
          <path d={`M${hx - 3} 116 q4 -6 0 -12`} stroke="#9e9e9e" strokeWidth={2} fill="none" />
        </>
      );
    case 'trophy':
      return (
        <>
          <path d={`M${hx - 14} 108 h28 q0 24 -14 26 q-14 -2 -14 -26z`} fill="#ffc107" stroke="#b28704" strokeWidth={2} />
          <rect x={hx - 3} y={134} width={6} height={8} fill="#b28704" />
          <rect x={hx - 10} y={142} width={20} height={6} fill="#b28704" />
        </>
      );
    case 'laptop':
      return (
        <>
          <rect x={hx - 6} y={136} width={44} height={30} rx={2} fill="#37474f" />
          <rect x={hx - 2} y={140} width={36} height={22} fill="#80deea" />
          <rect x={hx - 12} y={166} width={56} height={5} rx={2} fill="#263238" />
        </>
      );
    case 'sign':
      return (
        <>
          <line x1={hx} y1={90} x2={hx} y2={150} stroke="#6d4c41" strokeWidth={4} />
          <rect x={hx - 24} y={62} width={48} height={34} rx={3} fill="#fffde7" stroke="#6d4c41" strokeWidth={2} />
          <text x={hx} y={88} textAnchor="middle" fontSize={24} fontWeight={700} fill="#d32f2f">
            ?
          </text>
        </>
      );
  }
}
