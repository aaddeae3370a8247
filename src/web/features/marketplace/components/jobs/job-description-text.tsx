import { descriptionBlocks } from '../../../../../shared/marketplace/job-description';

/**
 * A description as the employer wrote it: paragraphs and "- " lists, drawn as elements from its text
 * (docs/product/jobs.md#plain-text-descriptions), never read as HTML.
 */
export function JobDescriptionText({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-3 break-words text-slate-800">
      {descriptionBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order, never reordered
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
