import type { ReactNode } from 'react';
import type { Scene, Setting } from './scene';

const W = 320;
const H = 220;
const GROUND = 170;

function Backdrop({ setting }: { setting: Setting }): ReactNode {
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

function Face({ scene, x, y }: { scene: Scene; x: number; y: number }): ReactNode {
  const ink = '#1d1d1d';
  const eyes =
    scene.mood === 'sleepy' ? (
      <>
        <path d={`M${x - 13} ${y - 3} q5 4 10 0`} stroke={ink} strokeWidth={2.5} fill="none" />
        <path d={`M${x + 3} ${y - 3} q5 4 10 0`} stroke={ink} strokeWidth={2.5} fill="none" />
      </>
    ) : (
      <>
        <circle cx={x - 8} cy={y - 4} r={scene.mood === 'surprised' ? 5 : 3.5} fill="#fff" stroke={ink} strokeWidth={1.5} />
        <circle cx={x + 8} cy={y - 4} r={scene.mood === 'surprised' ? 5 : 3.5} fill="#fff" stroke={ink} strokeWidth={1.5} />
        <circle cx={x - 8} cy={y - 4} r={1.8} fill={ink} />
        <circle cx={x + 8} cy={y - 4} r={1.8} fill={ink} />
      </>
    );
  const mouth = {
    happy: <path d={`M${x - 8} ${y + 7} q8 8 16 0`} stroke={ink} strokeWidth={2.5} fill="none" />,
    grumpy: <path d={`M${x - 8} ${y + 11} q8 -7 16 0`} stroke={ink} strokeWidth={2.5} fill="none" />,
    surprised: <ellipse cx={x} cy={y + 10} rx={4} ry={5} fill={ink} />,
    sleepy: <line x1={x - 5} y1={y + 9} x2={x + 5} y2={y + 9} stroke={ink} strokeWidth={2.5} />,
  }[scene.mood];
  const brows =
    scene.mood === 'grumpy' ? (
      <>
        <line x1={x - 14} y1={y - 14} x2={x - 4} y2={y - 10} stroke={ink} strokeWidth={2.5} />
        <line x1={x + 14} y1={y - 14} x2={x + 4} y2={y - 10} stroke={ink} strokeWidth={2.5} />
      </>
    ) : null;
  return (
    <>
      {eyes}
      {brows}
      {mouth}
      {scene.mood === 'sleepy' && (
        <text x={x + 22} y={y - 22} fontSize={14} fontWeight={700} fill="#fff" stroke={ink} strokeWidth={0.6}>
          z
        </text>
      )}
    </>
  );
}

function Character({ scene, x }: { scene: Scene; x: number }): ReactNode {
  const fill = `hsl(${scene.hue} 55% 60%)`;
  const dark = `hsl(${scene.hue} 45% 38%)`;
  const headY = 100;
  const body = <ellipse cx={x} cy={145} rx={26} ry={30} fill={fill} stroke={dark} strokeWidth={2} />;
  const head = (shape: ReactNode) => (
    <>
      {body}
      {shape}
      <Face scene={scene} x={x} y={headY} />
    </>
  );
  switch (scene.character) {
    case 'cat':
      return head(
        <>
          <polygon points={`${x - 22},${headY - 10} ${x - 18},${headY - 34} ${x - 4},${headY - 18}`} fill={fill} stroke={dark} strokeWidth={2} />
          <polygon points={`${x + 22},${headY - 10} ${x + 18},${headY - 34} ${x + 4},${headY - 18}`} fill={fill} stroke={dark} strokeWidth={2} />
          <circle cx={x} cy={headY} r={24} fill={fill} stroke={dark} strokeWidth={2} />
          <line x1={x - 30} y1={headY + 4} x2={x - 14} y2={headY + 4} stroke={dark} />
          <line x1={x + 30} y1={headY + 4} x2={x + 14} y2={headY + 4} stroke={dark} />
        </>,
      );
    case 'dog':
      return head(
        <>
          <circle cx={x} cy={headY} r={24} fill={fill} stroke={dark} strokeWidth={2} />
          <ellipse cx={x - 24} cy={headY + 2} rx={8} ry={17} fill={dark} />
          <ellipse cx={x + 24} cy={headY + 2} rx={8} ry={17} fill={dark} />
          <ellipse cx={x} cy={headY + 3} rx={4} ry={3} fill="#1d1d1d" />
        </>,
      );
    case 'robot':
      return (
        <>
          <rect x={x - 26} y={118} width={52} height={54} rx={6} fill="#b0bec5" stroke="#546e7a" strokeWidth={2} />
          <circle cx={x} cy={140} r={6} fill={fill} />
          <line x1={x} y1={headY - 24} x2={x} y2={headY - 38} stroke="#546e7a" strokeWidth={3} />
          <circle cx={x} cy={headY - 40} r={5} fill={fill} />
          <rect x={x - 24} y={headY - 24} width={48} height={44} rx={6} fill="#cfd8dc" stroke="#546e7a" strokeWidth={2} />
          <Face scene={scene} x={x} y={headY} />
        </>
      );
    case 'penguin':
      return (
        <>
          <ellipse cx={x} cy={135} rx={28} ry={42} fill="#263238" />
          <ellipse cx={x} cy={142} rx={18} ry={30} fill="#fff" />
          <ellipse cx={x} cy={headY + 2} rx={20} ry={16} fill="#fff" />
          <polygon points={`${x - 5},${headY + 2} ${x + 5},${headY + 2} ${x},${headY + 9}`} fill="#ffa000" />
          <Face scene={scene} x={x} y={headY} />
        </>
      );
    case 'alien':
      return head(
        <>
          <line x1={x - 10} y1={headY - 20} x2={x - 18} y2={headY - 40} stroke={dark} strokeWidth={3} />
          <line x1={x + 10} y1={headY - 20} x2={x + 18} y2={headY - 40} stroke={dark} strokeWidth={3} />
          <circle cx={x - 18} cy={headY - 41} r={4} fill={dark} />
          <circle cx={x + 18} cy={headY - 41} r={4} fill={dark} />
          <ellipse cx={x} cy={headY} rx={28} ry={22} fill={`hsl(${(scene.hue + 120) % 360} 60% 55%)`} stroke={dark} strokeWidth={2} />
        </>,
      );
    case 'bear':
      return head(
        <>
          <circle cx={x - 19} cy={headY - 19} r={9} fill={dark} />
          <circle cx={x + 19} cy={headY - 19} r={9} fill={dark} />
          <circle cx={x} cy={headY} r={25} fill={fill} stroke={dark} strokeWidth={2} />
          <ellipse cx={x} cy={headY + 9} rx={10} ry={7} fill="#f1e0c5" />
        </>,
      );
    case 'frog':
      return head(
        <>
          <ellipse cx={x} cy={headY + 2} rx={28} ry={20} fill={`hsl(${100 + (scene.hue % 40)} 50% 45%)`} stroke="#2e5d1e" strokeWidth={2} />
          <circle cx={x - 12} cy={headY - 16} r={9} fill={`hsl(${100 + (scene.hue % 40)} 50% 45%)`} />
          <circle cx={x + 12} cy={headY - 16} r={9} fill={`hsl(${100 + (scene.hue % 40)} 50% 45%)`} />
        </>,
      );
  }
}

function PropArt({ scene, x }: { scene: Scene; x: number }): ReactNode {
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

/** The generated scene as an SVG, described for screen readers. */
export function SceneArt({ scene, className }: { scene: Scene; className?: string }) {
  const x = Math.round(40 + scene.place * (W - 120));
  return (
    <svg className={className} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={scene.description} preserveAspectRatio="xMidYMid slice">
      <Backdrop setting={scene.setting} />
      <ellipse cx={x} cy={176} rx={30} ry={5} fill="rgb(0 0 0 / 0.18)" />
      <Character scene={scene} x={x} />
      <PropArt scene={scene} x={x} />
    </svg>
  );
}
