import { FORM_MESSAGES as M, IMAGE_TYPES, UPLOAD_LIMITS } from '@botica/shared-contracts/content/forms';

/** Adds picked files to the chosen ones: png/jpeg only, ≤ 5 MB each, at most 10 in all; the refusal message, if any. */
export function addImages(current: File[], picked: File[]): { images: File[]; error: string | null } {
  let error: string | null = null;
  const images = [...current];
  for (const file of picked) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) error = M.imageType;
    else if (file.size > UPLOAD_LIMITS.maxBytes) error = M.fileTooBig;
    else if (images.length >= UPLOAD_LIMITS.maxRentalImages) error = M.tooManyImages;
    else images.push(file);
  }
  return { images, error };
}
