"""What the page does that the widgets cannot ask for: installed by an HTML widget (widget HTML runs no
``<script>``, so an image that fails to load runs it)."""

from __future__ import annotations

import re
from html import escape

# Names and states for assistive technology, on a companion or a quiz (``root``), kept as the widgets redraw:
# regions marked ``tutor-live`` are announced (role status), toggle buttons say whether they are pressed, and a
# control without a name of its own takes its widget's label, tooltip or placeholder.
_A11Y = """
var named=function(el){return el.getAttribute('aria-label')||el.getAttribute('aria-labelledby')||
  (el.tagName==='BUTTON'&&el.textContent.trim());};
var a11y=function(){
  root.querySelectorAll('.tutor-live').forEach(function(el){if(el.getAttribute('aria-live')!=='polite'){
    el.setAttribute('aria-live','polite');el.setAttribute('role','status');}});
  root.querySelectorAll('.widget-toggle-button,.widget-toggle-buttons button').forEach(function(b){
    var p=b.classList.contains('mod-active')?'true':'false';
    if(b.getAttribute('aria-pressed')!==p){b.setAttribute('aria-pressed',p);}});
  root.querySelectorAll('button,input,select,textarea,[role=slider],[contenteditable=true]').forEach(function(el){
    if(named(el)){return;}
    var box=el.closest('.jupyter-widgets'),lab=box&&box.querySelector('.widget-label');
    var n=el.title||el.placeholder||(box&&box.title)||(lab&&lab.textContent.trim())||'';
    if(n){el.setAttribute('aria-label',n);}});
};
var pending=false;
var later=function(){if(!pending){pending=true;setTimeout(function(){pending=false;a11y();wire();},0);}};
"""

# A companion's own behaviour. The wheel over the board scrolls the page (ipycanvas keeps it), mouse moves over
# the board stay in the page (ipycanvas would send each one to the kernel), a click lands where it was pressed,
# and the canvas is focusable with a label and the board in words as its description. Tab and Shift+Tab leave
# the board (ipycanvas keeps every key), Escape clears the choice and leaves it for the typed-move box. A new
# verdict opens at its headline (the talk box scrolls to its top) with the status line above it in view, again if the
# status line grows just after, before the next click or key (a lesson's "Well done" pushed the headline under the
# window's edge); a hint asked for scrolls into view. (A selection's readout does not scroll the page: the board
# would move between the clicks of one move.)
_COMPANION = """
if(!window.tutorClickFix){window.tutorClickFix=1;window.addEventListener('mousedown',function(e){var c=e.target;
  if(c&&c.tagName==='CANVAS'&&c.closest('.tutor-companion')){var r=c.getBoundingClientRect();
  c.getBoundingClientRect=function(){return r;};setTimeout(function(){delete c.getBoundingClientRect;},0);}},true);}
if(!root.dataset.tutorWheel){root.dataset.tutorWheel='1';
  ['wheel','mousemove','mouseout'].forEach(function(kind){root.addEventListener(kind,function(e){
    if(e.target&&e.target.tagName==='CANVAS'){e.stopPropagation();}},true);});
  root.addEventListener('keydown',function(e){var c=e.target;
    if(!c||!c.closest||!c.closest('.tutor-canvas')){return;}
    if(e.key==='Tab'){e.stopPropagation();return;}
    if(e.key==='Escape'){setTimeout(function(){var t=root.querySelector('.tutor-entry input');
      if(t){t.focus();}else{c.blur();}},0);}},true);}
var wire=function(){var c=root.querySelector('canvas')||root.querySelector('.tutor-canvas svg');
  var d=root.querySelector('.tutor-board-words');
  if(!c){return;}if(d){if(!d.id){d.id='tutor-words-'+Math.random().toString(36).slice(2);}
  c.setAttribute('aria-describedby',d.id);}else{c.removeAttribute('aria-describedby');}
  if(c.getAttribute('tabindex')!=='0'){c.setAttribute('tabindex','0');}
  if(c.getAttribute('role')!=='application'){c.setAttribute('role','application');}
  if(c.getAttribute('aria-label')!==label){c.setAttribute('aria-label',label);}
  root.querySelectorAll('.tutor-upload').forEach(function(b){if(b.getAttribute('aria-label')!==b.title){
    b.setAttribute('aria-label',b.title);}});};
var scroller=function(el){for(var p=el.parentElement;p;p=p.parentElement){var s=getComputedStyle(p).overflowY;
  if((s==='auto'||s==='scroll')&&p.scrollHeight>p.clientHeight){return p;}}return document.scrollingElement;};
var reveal=function(top,bottom){var s=scroller(root),r=s.getBoundingClientRect(),
  lo=Math.max(r.top,0),hi=Math.min(r.bottom,window.innerHeight),a=top.getBoundingClientRect().top,
  b=bottom.getBoundingClientRect().bottom;
  if(a<lo){s.scrollTop-=lo-a+4;}else if(b>hi){s.scrollTop+=Math.min(b-hi+4,a-lo);}};
var talk=root.querySelector('.tutor-talk');
if(talk&&!talk.tutorWatch){talk.tutorWatch=new MutationObserver(function(ms){
  var inside=function(sel){return ms.some(function(m){var t=m.target.nodeType===1?m.target:m.target.parentElement;
    return t&&t.closest(sel);});};
  var side=root.querySelector('.tutor-side')||talk,status=root.querySelector('.tutor-status')||talk;
  if(inside('.tutor-verdictbox')){talk.scrollTop=0;var h=talk.querySelector('.tutor-summary,.tutor-message');
    reveal(status,h||status);root.tutorRevealed=Date.now();}
  else if(inside('.tutor-hintbox')){var g=talk.querySelector('.tutor-hintbox');
    if(g&&g.textContent.trim()){talk.scrollTop+=g.getBoundingClientRect().top-talk.getBoundingClientRect().top;
      reveal(side,g);}}});
  talk.tutorWatch.observe(talk,{childList:true,subtree:true,characterData:true});}
var said=root.querySelector('.tutor-statusbox');
if(said&&!said.tutorWatch){['mousedown','keydown'].forEach(function(k){root.addEventListener(k,function(){
    root.tutorRevealed=0;},true);});
  said.tutorWatch=new MutationObserver(function(){
  if(Date.now()-(root.tutorRevealed||0)>2000){return;}
  var h=talk&&talk.querySelector('.tutor-verdictbox .tutor-summary,.tutor-verdictbox .tutor-message');
  if(h){reveal(said,h);}});
  said.tutorWatch.observe(said,{childList:true,subtree:true,characterData:true});}
"""

# A lesson's own behaviour: when presenter mode is turned on (or a step is shown in it: a new companion), the step's
# task comes to the top of the notebook's view with the board under it, the board's bottom kept in view (on a
# projector's 1280x720 the board alone nearly fills it); again as the board is repainted at its new size, unless
# the learner scrolls, clicks or types first. A lesson displayed already in presenter mode does not scroll the page.
_LESSON = """
var wire=function(){var c=root.querySelector('.tutor-companion'),on=!!(c&&c.classList.contains('presenter'));
  var shown=on?c:null;if(!root.tutorWired){root.tutorWired=1;root.tutorShown=shown;return;}
  if(shown===root.tutorShown){return;}root.tutorShown=shown;if(!on){return;}
  var moved=false,book=root.closest('.jp-Notebook,#notebook')||document;
  var stop=function(){moved=true;};['wheel','touchstart','keydown','mousedown'].forEach(function(k){
    book.addEventListener(k,stop,{capture:true,once:true});});
  var place=function(){if(moved||!c.isConnected){return;}var t=root.querySelector('.tutor-task');
    var b=c.querySelector('canvas')||c.querySelector('.tutor-canvas svg')||c;
    ((t&&t.textContent.trim())?t:c).scrollIntoView({block:'start'});
    var v={top:0,bottom:window.innerHeight};for(var p=b.parentElement;p;p=p.parentElement){
      var o=getComputedStyle(p).overflowY;if((o==='auto'||o==='scroll')&&p.scrollHeight>p.clientHeight){
        v=p.getBoundingClientRect();break;}}
    var r=b.getBoundingClientRect();if(r.bottom>v.bottom+1){
      b.scrollIntoView({block:r.height>v.bottom-v.top?'start':'end'});}};
  [100,600,1500].forEach(function(ms){setTimeout(place,ms);});};
"""

_START = """(function f(img,n){var root=img.closest('ROOT');
if(!root){if(n<50){setTimeout(function(){f(img,n+1);},100);}return;}
var label=img.getAttribute('data-label')||'';var wire=function(){};
"""
_END = """a11y();wire();if(!root.tutorObserver){root.tutorObserver=new MutationObserver(later);
root.tutorObserver.observe(root,{childList:true,subtree:true,attributes:true,attributeFilter:['class']});}
})(this,0)"""


def _squeeze(js: str) -> str:
    return re.sub(r"\n\s*", "", js)


def _install(root: str, body: str, label: str = "") -> str:
    js = _squeeze(_START.replace("ROOT", root) + _A11Y + body + _END)
    return (f'<img src="data:," alt="" style="display:none" data-label="{escape(label)}" '
            f'onerror="{escape(js)}">')


def behaviour_html(label: str) -> str:
    """A companion's page behaviour; ``label`` is the board's accessible name."""
    return _install(".tutor-companion", _COMPANION, label)


def a11y_html(root_class: str) -> str:
    """Names, pressed states and live regions for the widgets under the nearest ``.<root_class>``."""
    return _install(f".{root_class}", "")


def lesson_html() -> str:
    """A lesson's page behaviour (presenter mode brings the task and the board into view), with its names and
    live regions."""
    return _install(".tutor-lesson", _LESSON)
