/** The page's one stylesheet, inline (no extra request): plain CSS, readable at 320 px and up, AA contrast. */
export const profilePageStyle = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#faf8f7;hyphens:auto;-webkit-hyphens:auto;overflow-wrap:break-word}
a{color:#a61e4d}
a:focus-visible{outline:2px solid #0b5cad;outline-offset:2px}
.banner{background:#fff3bf;color:#3d2c00;padding:10px 16px;text-align:center;font-weight:600;border-bottom:1px solid #e8d27a}
header{background:#fff;border-bottom:1px solid #ece7e4;padding:24px 16px}
header .inner,main{max-width:1080px;margin:0 auto}
h1{font-size:32px;line-height:1.2;margin:0 0 6px}
.meta{margin:0;color:#555}
.reply-badge{margin:10px 0 0}
.status{margin:14px 0 0;padding:10px 14px;border-left:4px solid #a61e4d;background:#fdf2f6;border-radius:4px}
main{padding:8px 16px 48px}
section{background:#fff;border:1px solid #ece7e4;border-radius:8px;padding:20px;margin:16px 0}
h2{font-size:22px;margin:0 0 12px}
h3{font-size:17px;margin:16px 0 6px}
p{margin:0 0 10px}
.text{white-space:pre-line}
/* the storefront's top: hero photo, name, reviews' summary and reply badge (storefront.tsx) */
header.storefront{padding:0;background:#fff;border-bottom:1px solid #ece7e4}
.hero{position:relative;max-width:1200px;margin:0 auto;background:#f3eef0}
.hero-photo{display:block}
.hero img{display:block;width:100%;height:clamp(200px,38vw,420px);object-fit:cover}
.hero-all{position:absolute;right:16px;bottom:16px;background:#fff;color:#1f1f1f;border-radius:6px;padding:8px 14px;font-weight:600;font-size:15px;text-decoration:none;box-shadow:0 1px 6px rgba(0,0,0,.3)}
.hero-empty{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;height:clamp(140px,22vw,220px);background:linear-gradient(135deg,#fdf2f6,#f1e7ea);color:#6b2140;font-weight:600}
.monogram{font-size:56px;line-height:1;font-weight:700}
.intro{max-width:1200px;margin:0 auto;padding:20px 16px 24px}
.highlights{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:12px 0 0}
.rating-summary{font-weight:600}
.rating-none{color:#555;font-weight:400}
/* the page's columns: the sections, and the enquiry card that stays in reach */
.layout{max-width:1200px;margin:0 auto;padding:0 16px;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:0 24px;align-items:start}
.layout main{grid-column:1;grid-row:1;max-width:none;margin:0;padding:0 0 48px;min-width:0}
.enquire{grid-column:2;grid-row:1;position:sticky;top:16px;margin:16px 0;background:#fff;border:1px solid #ece7e4;border-radius:8px;padding:20px;box-shadow:0 2px 10px rgba(0,0,0,.07)}
.enquire-hint{color:#444}
.cta{display:block;text-align:center;background:#a61e4d;color:#fff;font-weight:700;font-size:17px;text-decoration:none;border-radius:6px;padding:12px 18px;hyphens:manual}
.cta:hover{background:#861a3f}
.cta:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
.enquiry-dialog{width:min(560px,100vw - 24px);max-height:calc(100vh - 24px);padding:44px 0 0;border:0;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,.35)}
.enquiry-dialog::backdrop{background:rgba(20,12,15,.6)}
.enquiry-dialog iframe{display:block;width:100%;height:min(640px,100vh - 80px);border:0}
.dialog-close{position:absolute;top:4px;right:4px;width:40px;height:40px;font-size:28px;line-height:1;border:0;border-radius:6px;background:transparent;color:#1f1f1f;cursor:pointer}
.dialog-close:focus-visible{outline:2px solid #0b5cad}
/* the gallery: an even grid; each photo opens in a :target lightbox (gallery.tsx) */
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:8px;list-style:none;margin:0;padding:0}
.gallery li{min-width:0}
.gallery a{display:block;border-radius:6px}
.gallery img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:6px;background:#eee}
.lightbox{display:none}
.lightbox:target{display:flex;position:fixed;inset:0;z-index:20;align-items:center;justify-content:center;background:rgba(12,8,10,.94);padding:56px 56px 40px;outline:none}
.lightbox img{display:block;max-width:100%;max-height:100%;width:auto;height:auto;object-fit:contain}
.lightbox a{position:absolute;display:flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;background:#fff;color:#1f1f1f;font-size:32px;line-height:1;text-decoration:none}
.lightbox a:focus-visible{outline:3px solid #7db7ff;outline-offset:2px}
.lightbox-close{top:8px;right:8px}
.lightbox-prev{left:4px;top:calc(50% - 24px)}
.lightbox-next{right:4px;top:calc(50% - 24px)}
.lightbox-count{position:absolute;bottom:8px;left:0;right:0;margin:0;text-align:center;color:#fff;font-size:14px}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px;list-style:none;margin:0;padding:0}
.card{border:1px solid #ece7e4;border-radius:8px;padding:14px}
.card h3{margin-top:0}
.price{font-size:20px;font-weight:700;margin:0 0 6px}
.video img{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:6px;background:#eee;margin:0 0 8px}
.flags{display:flex;flex-wrap:wrap;gap:6px;list-style:none;margin:0 0 8px;padding:0}
.flags li{background:#f3eef0;border-radius:14px;padding:3px 12px;font-size:14px}
dl.facts{display:grid;grid-template-columns:minmax(140px,max-content) 1fr;gap:6px 16px;margin:0}
dl.facts dt{color:#555}
dl.facts dd{margin:0}
.faq dt{font-weight:600;margin:12px 0 4px}
.faq dd{margin:0;white-space:pre-line}
ul.links{margin:0;padding-left:20px}
.quotes{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.quotes figure{margin:0;border:1px solid #ece7e4;border-radius:8px;padding:14px}
.quotes .with-photo{display:grid;grid-template-columns:96px 1fr;gap:0 14px}
.quotes img{grid-row:span 2;width:96px;height:96px;object-fit:cover;border-radius:6px;background:#eee}
.quotes blockquote{margin:0;min-width:0}
.quotes h3{margin-top:0}
.quotes figcaption{color:#555;font-size:14px;grid-column:-2}
/* reviews: the profile's section and the couple's review page */
.rating{font-size:20px;font-weight:700;margin:0 0 12px}
.stars{color:#8a6100;letter-spacing:1px}
.badge{display:inline-block;background:#e6f4ea;color:#1e5a2d;border-radius:12px;padding:1px 10px;font-size:13px;font-weight:600}
.reviews{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.reviews article{border:1px solid #ece7e4;border-radius:8px;padding:14px}
.reviews h3{margin:4px 0 6px}
.byline{color:#555;font-size:14px;margin:0 0 8px}
.review-photos{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:8px 0;padding:0}
.review-photos img{display:block;width:96px;height:96px;object-fit:cover;border-radius:6px;background:#eee}
.reply{margin:10px 0 0;padding:10px 14px;border-left:4px solid #a61e4d;background:#fdf2f6;border-radius:4px}
.reply p{margin:0}
form .field{margin:0 0 16px;border:0;padding:0;min-width:0}
form label,form legend{display:block;font-weight:600;margin:0 0 4px;padding:0}
form .hint{color:#555;font-size:14px;margin:0 0 6px}
form input[type=text],form input[type=search],form input[type=email],form input[type=date],form textarea{width:100%;max-width:640px;font:inherit;padding:8px 10px;border:1px solid #767676;border-radius:4px;background:#fff;color:inherit}
form textarea{min-height:160px;resize:vertical}
form input:focus,form textarea:focus,form button:focus{outline:2px solid #0b5cad;outline-offset:1px}
form input[aria-invalid=true],form textarea[aria-invalid=true]{border-color:#b3261e}
form .error{color:#b3261e;font-size:14px;margin:4px 0 0}
.alert{color:#5f1410;background:#fdecea;border-radius:4px;padding:10px 14px;margin:0 0 16px}
.alert ul{margin:6px 0 0;padding-left:20px}
.star-choice{display:inline-flex;gap:2px}
.star-choice input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.star-choice label{font-size:36px;line-height:1;color:#aaa29d;cursor:pointer;padding:0 3px;margin:0;font-weight:400}
.star-choice:has(input[value="1"]:checked) label:nth-of-type(-n+1),.star-choice:has(label:nth-of-type(1):hover) label:nth-of-type(-n+1){color:#8a6100}
.star-choice:has(input[value="2"]:checked) label:nth-of-type(-n+2),.star-choice:has(label:nth-of-type(2):hover) label:nth-of-type(-n+2){color:#8a6100}
.star-choice:has(input[value="3"]:checked) label:nth-of-type(-n+3),.star-choice:has(label:nth-of-type(3):hover) label:nth-of-type(-n+3){color:#8a6100}
.star-choice:has(input[value="4"]:checked) label:nth-of-type(-n+4),.star-choice:has(label:nth-of-type(4):hover) label:nth-of-type(-n+4){color:#8a6100}
.star-choice:has(input[value="5"]:checked) label:nth-of-type(-n+5),.star-choice:has(label:nth-of-type(5):hover) label:nth-of-type(-n+5){color:#8a6100}
.star-choice input:focus-visible+label{outline:2px solid #0b5cad;border-radius:4px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
form button{font:inherit;font-weight:600;color:#fff;background:#a61e4d;border:0;border-radius:4px;padding:11px 22px;cursor:pointer}
/* the couple's proposal (quotes/proposal-page.tsx): the quote's lines, its checkbox, its terms */
.scroll{overflow-x:auto}
table.quote{width:100%;border-collapse:collapse}
table.quote th,table.quote td{padding:6px 8px;border-bottom:1px solid #ece7e4;text-align:left;vertical-align:top}
table.quote .num{text-align:right;white-space:nowrap}
table.quote tfoot th{font-weight:400}
table.quote tr.total th,table.quote tr.total td{font-weight:700}
@media (max-width:560px){
table.quote thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table.quote tbody tr{display:block;padding:8px 0;border-bottom:1px solid #ece7e4}
table.quote tbody td{display:flex;justify-content:space-between;gap:12px;padding:2px 0;border:0}
table.quote tbody td:first-child{font-weight:600}
table.quote tbody td:empty{display:none}
table.quote tbody td[data-label]::before{content:attr(data-label);color:#555;font-weight:400}
table.quote tfoot tr{display:flex;justify-content:space-between;gap:12px;border-bottom:1px solid #ece7e4}
table.quote tfoot th,table.quote tfoot td{border:0;padding:6px 0}
}
form .check{display:flex;gap:8px;align-items:flex-start;font-weight:600}
.contract p{margin:0 0 12px}
/* the public search's results */
ol.results{margin:0;padding-left:28px;display:grid;gap:16px}
ol.results h3{margin:0 0 2px}
ol.results li::marker{color:#555;font-weight:600}
.pager{display:flex;flex-wrap:wrap;gap:16px;align-items:center;margin:20px 0 0}
footer{max-width:1080px;margin:0 auto;padding:0 16px 32px;color:#555;font-size:14px}
/* below 900 px the enquiry card is a bar at the bottom of the screen */
@media (max-width:899px){.layout{display:block}.enquire{position:fixed;top:auto;left:0;right:0;bottom:0;z-index:10;margin:0;padding:10px 16px;border-radius:0;border-width:1px 0 0;box-shadow:0 -2px 10px rgba(0,0,0,.12)}.enquire-hint{display:none}body:has(.enquire){padding-bottom:76px}}
@media (max-width:640px){h1{font-size:26px}section{padding:16px}.gallery{grid-template-columns:repeat(2,1fr)}.lightbox:target{padding:56px 8px 64px}.lightbox-prev,.lightbox-next{top:auto;bottom:8px}.lightbox-prev{left:8px}.lightbox-next{right:8px}dl.facts{grid-template-columns:1fr}dl.facts dd{margin-bottom:8px}}
`;
