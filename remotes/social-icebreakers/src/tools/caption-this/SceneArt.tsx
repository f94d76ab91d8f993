import type { Scene } from './scene';
import { Backdrop, H, W } from './Backdrop';
import { Character } from './Character';
import { PropArt } from './PropArt';

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
