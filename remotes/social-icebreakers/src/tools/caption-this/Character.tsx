/** The scene's character (cat, dog, robot, penguin, alien, bear or frog) with a face showing its mood. */
import type { ReactNode } from 'react';
import type { Scene } from './scene';

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

export function Character({ scene, x }: { scene: Scene; x: number }): ReactNode {
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
