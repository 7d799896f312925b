/**
 * The profile page's one script, inline and allowed by its hash (page.tsx), a progressive enhancement only: the page
 * works without it. It opens the enquiry form in a dialog instead of its own page, and gives the `:target` lightbox
 * Escape (close), the arrow keys (previous, next) and focus (the photo when it opens, its thumbnail when it closes).
 */
export const profilePageScript = `(function(){
var dialog=document.getElementById('enquiry-dialog');
document.addEventListener('click',function(event){
var action=event.target.closest('a[data-enquiry]');
if(action&&dialog&&dialog.showModal){event.preventDefault();var frame=dialog.querySelector('iframe');
if(!frame.getAttribute('src'))frame.setAttribute('src',action.getAttribute('href'));dialog.showModal();return;}
if(dialog&&(event.target===dialog||event.target.closest('.dialog-close')))dialog.close();});
function target(){return document.getElementById(location.hash.slice(1));}
var keys={Escape:'.lightbox-close',ArrowLeft:'.lightbox-prev',ArrowRight:'.lightbox-next'};
document.addEventListener('keydown',function(event){var box=target();
if(!box||!box.classList.contains('lightbox')||!keys[event.key]||(dialog&&dialog.open))return;
var link=box.querySelector(keys[event.key]);if(link){event.preventDefault();link.click();}});
function focusTarget(){var el=target();if(el&&(el.classList.contains('lightbox')||el.classList.contains('thumb')))el.focus();}
window.addEventListener('hashchange',focusTarget);focusTarget();
})();`;
