/**
 * The report's charts as PNG images for the Word document (spec 7-reports §7.1.6): each chart's
 * SVG in the preview (`[data-chart-id=…] svg`) drawn on a canvas at twice its size. The SVG is
 * read through a `data:` URL, the one image source besides the site that the content security
 * policy allows (`img-src 'self' data:`).
 */
import type { DocumentModel } from './document-model';
import type { ChartImage } from './word-document';

const SCALE = 2;

/** The SVG with its computed colours and fonts written in, as an image sees no stylesheet. */
function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((element, index) => {
    const style = getComputedStyle(element);
    const target = copies[index] as SVGElement;
    for (const property of ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'font-family', 'font-size', 'font-weight']) {
      target.style.setProperty(property, style.getPropertyValue(property));
    }
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new XMLSerializer().serializeToString(copy);
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart image could not be read.'));
    image.src = source;
  });
}

async function drawChart(svg: SVGSVGElement): Promise<ChartImage> {
  const { width, height } = svg.getBoundingClientRect();
  if (width === 0 || height === 0) throw new Error('The chart has no size.');
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(standaloneSvg(svg))}`);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * SCALE);
  canvas.height = Math.round(height * SCALE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The chart could not be drawn.');
  return { data: new Uint8Array(await blob.arrayBuffer()), width, height };
}

/**
 * Images of every chart of `model`, drawn from the preview under `root`. Throws when any chart
 * cannot be drawn: the document then keeps the tables only, with a warning.
 */
export async function drawChartImages(model: DocumentModel, root: ParentNode): Promise<Map<string, ChartImage>> {
  const images = new Map<string, ChartImage>();
  for (const block of model.blocks) {
    if (block.kind !== 'chart') continue;
    const svg = root.querySelector<SVGSVGElement>(`[data-chart-id="${CSS.escape(block.chartId)}"] svg`);
    if (!svg) throw new Error(`The chart ${block.chartId} is not in the preview.`);
    images.set(block.chartId, await drawChart(svg));
  }
  return images;
}
