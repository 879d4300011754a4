// "Add files…" and "Add a folder…": the keyboard's way to what a drop does (and the only one where
// dragging is hard), into a collection or, with no target, the library as a whole. Used in a
// collection's view and on the newcomer's first screen, which offered only "drag documents onto
// this window" until session 25.
import { useRef } from 'react';
import { useUploader, type UploadTarget } from './useUploader';

export function AddFiles({ target }: { target: UploadTarget }) {
  const upload = useUploader();
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const where = target ? target.name : 'your library';
  const onPicked = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length > 0) void upload({ files }, target);
  };
  return (
    <div className="add-files">
      <button type="button" className="small" onClick={() => filesInput.current?.click()}>
        Add files…
      </button>
      <button type="button" className="small" onClick={() => folderInput.current?.click()}>
        Add a folder…
      </button>
      <input ref={filesInput} type="file" multiple hidden aria-label={`Files to add to ${where}`} onChange={(event) => onPicked(event.currentTarget)} />
      <input
        ref={(element) => {
          folderInput.current = element;
          // Not in React's typings; Chromium and Electron read it to pick a whole folder.
          element?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        hidden
        aria-label={`Folder to add to ${where}`}
        onChange={(event) => onPicked(event.currentTarget)}
      />
    </div>
  );
}
