/** A folder a command was given that it cannot use: the operator's to fix, said in words to show as they are. */
export class FolderError extends Error {
  override name = 'FolderError';
}

/** By its name: site dev loads the generator from its sources, a second copy of this class. */
export const isFolderError = (err: unknown): err is FolderError => err instanceof Error && err.name === 'FolderError';

/** The content folder named is not there, or is a file. */
export const noContentFolder = (path: string): FolderError =>
  new FolderError(`There is no content folder at ${path}. Run the command in the site's folder, or name the content folder with --content.`);
