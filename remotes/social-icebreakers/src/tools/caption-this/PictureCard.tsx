/** The picture to caption: a generated scene or the player's own photo, and how to change it. */
import { Button, FileDrop, formatNumber, Message } from '@toolhub/shared';
import type { Picture, Round } from './logic';
import { SCENE_COUNT, type Scene } from './scene';
import { SceneArt } from './SceneArt';
import styles from './styles.module.css';

export interface Photo {
  url: string;
  name: string;
}

interface PictureCardProps {
  picture: Picture;
  scene: Scene;
  seed: number;
  photo: Photo | null;
  setPhoto: (photo: Photo | null) => void;
  photoError: string | null;
  setPhotoError: (error: string | null) => void;
  written: number;
  round: Round;
  onNewPicture: () => void;
}

export function PictureCard({ picture, scene, seed, photo, setPhoto, photoError, setPhotoError, written, round, onNewPicture }: PictureCardProps) {
  function takePhoto(files: File[]) {
    const file = files[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError(`“${file.name}” is not a picture. Choose a JPEG, PNG, WebP or GIF.`);
      return;
    }
    setPhotoError(null);
    setPhoto({ url: URL.createObjectURL(file), name: file.name });
  }

  return (
    <>
      <figure className={`th-card ${styles.picture}`}>
        {picture === 'scene' ? (
          <SceneArt scene={scene} className={styles.art} />
        ) : photo ? (
          <img
            src={photo.url}
            alt="Your photo"
            className={styles.art}
            onError={() => {
              setPhoto(null);
              setPhotoError('That file could not be opened as a picture. Try a JPEG, PNG, WebP or GIF.');
            }}
          />
        ) : (
          <FileDrop
            accept="image/*"
            onFiles={takePhoto}
            onRejected={(names) => setPhotoError(`${names.join(', ')}: not a picture. Choose a JPEG, PNG, WebP or GIF.`)}
            label="Choose a photo"
            hint="or drop it here · it stays on this device and is not uploaded or kept after you leave"
            className={styles.drop}
          />
        )}
        <figcaption className="th-hint">
          {picture === 'scene' ? `${scene.description} Scene #${seed}, one of ${formatNumber(SCENE_COUNT)} combinations.` : photo ? photo.name : 'No photo chosen yet.'}
        </figcaption>
      </figure>
      {photoError && <Message tone="error">{photoError}</Message>}
      <div className="th-row">
        {picture === 'scene' ? (
          <Button onClick={onNewPicture} disabled={written > 0 && !round.revealed}>
            <span aria-hidden="true">🎲</span> New scene
          </Button>
        ) : (
          photo && (
            <Button onClick={() => setPhoto(null)} disabled={written > 0 && !round.revealed}>
              Change photo
            </Button>
          )
        )}
        {written > 0 && !round.revealed && <span className="th-hint">The picture is fixed until this round ends.</span>}
      </div>
    </>
  );
}
