/** Share links for the current page: WhatsApp, Messenger, Twitter and Gmail. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${t}%20${u}` },
    { name: 'Messenger', href: `fb-messenger://share/?link=${u}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'Gmail', href: `https://mail.google.com/mail/?view=cm&fs=1&su=${t}&body=${u}` },
  ];
}

export function ShareButtons() {
  const url = typeof location !== 'undefined' ? location.href : 'https://boticaguarani.com.py/';
  const title = typeof document !== 'undefined' ? document.title : 'Botica Guaraní';
  return (
    <ul className="bg-share" aria-label="Compartir">
      {shareLinks(url, title).map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={`bg-share-${link.name.toLowerCase()}`}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
