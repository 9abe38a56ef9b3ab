import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

// The message's HTML runs in a sandboxed frame: no scripts, no same-origin access, no forms.
// Links open in a new tab (the base target); the page's CSP still applies inside srcdoc.
const BASE = '<base target="_blank">';

export function MessageBody({ html, text }: { html: string; text: string }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">HTML version</CardTitle>
        </CardHeader>
        <CardContent>
          <iframe
            title="The e-mail as HTML"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={BASE + html}
            className="h-[28rem] w-full rounded border bg-white"
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Text version</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="overflow-x-auto whitespace-pre-wrap break-words text-sm">
            <LinkedText text={text} />
          </pre>
        </CardContent>
      </Card>
    </>
  );
}

/** The text version with its web addresses as links (React escapes the rest). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="text-primary underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
