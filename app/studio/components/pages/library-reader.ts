/**
 * The media library as the page editor's picture fields read it: once for all of them, and again
 * when a field names a picture the copy lacks (uploaded since, in another tab), so its thumbnail
 * shows instead of a grey box. A failed read is not kept.
 */
export function libraryReader<Image extends { name: string }>(read: () => Promise<Image[]>): (name: string) => Promise<Image[]> {
  let library: Promise<Image[]> | undefined;
  const fresh = () => {
    const reading = read();
    reading.catch(() => library === reading && (library = undefined));
    return (library = reading);
  };
  return async (name) => {
    const images = await (library ?? fresh());
    return images.some((image) => image.name === name) ? images : fresh();
  };
}
